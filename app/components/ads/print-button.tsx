import Printer from "lucide-react/icons/printer";
import { Button } from "~/components/ui/button";

/** "Imprimir": the browser's print dialog, with the report's print stylesheet (app.css). */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden="true" /> Imprimir
    </Button>
  );
}
