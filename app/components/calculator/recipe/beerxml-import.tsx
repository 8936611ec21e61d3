// "Importar BeerXML" (issue 30 item 8): a recipe file from Brewfather, BeerSmith or Brewtarget
// fills the form. With JavaScript the browser reads the file itself (nothing is uploaded); without
// it, the same form posts the file to /receita/beerxml, which answers with the recipe's link (or
// the message, as ?beerxml_erro=). A bad file gets its message under the field and changes nothing.
import FileUp from "lucide-react/icons/file-up";
import { useState, type FormEvent } from "react";
import { BEERXML_ERRORS, BEERXML_MAX_BYTES } from "~/calculators/beerxml-messages";
import type { RecipeInput, RecipeStyle } from "~/calculators/recipe";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

export function BeerXmlImport({
  styles,
  serverError,
  onImport,
}: {
  styles: readonly RecipeStyle[];
  /** The message of a failed no-JS import (from the page's query). */
  serverError?: string;
  onImport: (input: RecipeInput, name: string) => void;
}) {
  const [error, setError] = useState<string | undefined>(serverError);
  const [notes, setNotes] = useState<string[]>([]);

  async function read(file: File | undefined | null) {
    setNotes([]);
    if (!file) return setError(BEERXML_ERRORS.empty);
    if (file.size > BEERXML_MAX_BYTES) return setError(BEERXML_ERRORS.tooLarge);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setError(BEERXML_ERRORS.notXml);
    }
    // The reader is fetched with the first file (it is not needed to show the page).
    const { importBeerXml } = await import("~/calculators/beerxml");
    const result = importBeerXml(text, styles);
    if (!result.ok) return setError(result.message);
    setError(undefined);
    setNotes(result.notes);
    onImport(result.input, result.name);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("arquivo") as HTMLInputElement | null;
    void read(input?.files?.[0]);
  }

  return (
    <form
      id="importar-beerxml"
      method="post"
      action="/receita/beerxml"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="scroll-mt-result space-y-3 print:hidden"
      aria-label="Importar BeerXML"
    >
      <Field
        id="receita-beerxml"
        label="Importar BeerXML"
        description="Arquivo .xml exportado do Brewfather, BeerSmith, Brewtarget ou deste site. O arquivo é lido no seu aparelho."
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            name="arquivo"
            accept=".xml,.beerxml,application/xml,text/xml"
            onChange={(e) => void read(e.currentTarget.files?.[0])}
            className="h-auto py-1.5"
          />
        )}
      </Field>
      {notes.length > 0 ? (
        <ul className="space-y-1 text-xs text-muted-foreground" data-testid="receita-beerxml-notas">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" variant="outline">
        <FileUp aria-hidden="true" /> Importar
      </Button>
    </form>
  );
}
