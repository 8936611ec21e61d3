// "Imagem de capa" of the post editor (issue 28 item 5): one image of the media library, picked
// there or uploaded here, shown on the blog card and at the top of the post. The form sends the
// image's id (hidden input "coverImageId"); the action checks the image still exists.
import ImageOff from "lucide-react/icons/image-off";
import { useState } from "react";
import { ImageUploadButton } from "~/components/admin/image-upload-button";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";

export interface CoverPreview {
  id: string;
  url: string;
  altText: string;
  width: number | null;
  height: number | null;
}

export function CoverImageField({
  initial,
  value,
  onChange,
  error,
}: {
  /** The stored cover, with its address and alt text from the library. */
  initial: CoverPreview | null;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const [preview, setPreview] = useState<CoverPreview | null>(initial && initial.id === value ? initial : null);
  const shown = value && preview?.id === value ? preview : null;
  const choose = (cover: CoverPreview) => {
    setPreview(cover);
    onChange(cover.id);
  };
  return (
    <fieldset
      className="space-y-2 md:col-span-2"
      aria-describedby={error ? "post-cover-error" : "post-cover-hint"}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">Imagem de capa</legend>
      <input type="hidden" name="coverImageId" value={value} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted sm:w-56">
          {shown ? (
            <img
              src={shown.url}
              alt={shown.altText ? `Capa: ${shown.altText}` : "Capa escolhida"}
              width={shown.width ?? undefined}
              height={shown.height ?? undefined}
              className="h-full w-full object-cover"
            />
          ) : value ? (
            <span className="p-2 text-center text-xs text-muted-foreground">Imagem escolhida</span>
          ) : (
            <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-muted-foreground">
              <ImageOff className="size-5" aria-hidden="true" />
              Sem imagem de capa
            </span>
          )}
        </div>
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <MediaPickerButton
              buttonLabel="Escolher imagem de capa da biblioteca"
              onPick={(media) =>
                choose({
                  id: media.id,
                  url: media.url,
                  altText: media.altText,
                  width: media.width,
                  height: media.height,
                })
              }
            />
            <ImageUploadButton
              fileLabel="Arquivo da imagem de capa"
              buttonLabel="Enviar imagem de capa"
              onUploaded={(url, image) =>
                choose({ id: image.id, url, altText: "", width: image.width, height: image.height })
              }
            />
            {value ? (
              <Button type="button" variant="outline" onClick={() => onChange("")}>
                Remover capa
              </Button>
            ) : null}
          </div>
          <p id="post-cover-hint" className="text-xs text-muted-foreground">
            Aparece no card do blog e no topo do post; sem imagem de SEO, é a imagem dos compartilhamentos. O texto
            alternativo é o da biblioteca de mídia.
          </p>
          <FieldError id="post-cover-error" message={error} />
        </div>
      </div>
    </fieldset>
  );
}
