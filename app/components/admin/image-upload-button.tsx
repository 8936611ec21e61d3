// "Enviar" beside an image URL field (post SEO image, ad image, SEO default image): the file
// goes to the server (docs/decisions/0012-safe-markdown-and-images.md), which answers with its /media URL for the field.
import ImageUp from "lucide-react/icons/image-up";
import { useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";
import { uploadImage, type UploadedImage } from "~/lib/media/upload-image";

export function ImageUploadButton({
  fileLabel,
  buttonLabel,
  onUploaded,
}: {
  /** Accessible name of the (visually hidden) file input. */
  fileLabel: string;
  /** Accessible name of the button, when "Enviar" alone would be ambiguous on the page. */
  buttonLabel?: string;
  onUploaded: (url: string, image: UploadedImage) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={fileLabel}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          setBusy(true);
          try {
            const image = await uploadImage(file);
            onUploaded(image.url, image);
          } catch (error) {
            toast.error("Erro", { description: (error as Error).message });
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-label={buttonLabel}
      >
        {busy ? <SpinnerIcon /> : <ImageUp aria-hidden="true" />}
        Enviar
      </Button>
    </>
  );
}
