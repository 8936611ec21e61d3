// The media library picker (issue 28 items 4 and 5): one dialog with search and a grid of the
// library's images, used by the post editor's image popover and cover, the SEO image fields and
// the ad forms. Picking gives the image's /media URL (what an upload gives), its size and its
// stored alt text. The dialog's code is loaded on first use, so the forms that offer it (and
// every public page) carry only this small button.
import Images from "lucide-react/icons/images";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";

export interface PickedMedia {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  altText: string;
  originalName: string | null;
}

const MediaPickerDialog = lazy(() => import("./media-picker-dialog"));

/** The picker dialog, mounted once it has been opened (its code arrives then). */
export function MediaPicker({
  open,
  onOpenChange,
  onPick,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: PickedMedia) => void;
  /** Where focus goes when it closes (the Markdown editor puts it back in the text). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MediaPickerDialog open={open} onOpenChange={onOpenChange} onPick={onPick} onCloseAutoFocus={onCloseAutoFocus} />
    </Suspense>
  );
}

/** "Biblioteca" beside an image field: opens the picker and hands over the chosen image. */
export function MediaPickerButton({
  onPick,
  buttonLabel,
  children = "Biblioteca",
  variant = "outline",
}: {
  onPick: (media: PickedMedia) => void;
  /** Accessible name when "Biblioteca" alone would be ambiguous on the page. */
  buttonLabel?: string;
  children?: React.ReactNode;
  variant?: "outline" | "secondary";
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} onClick={() => setOpen(true)} aria-label={buttonLabel}>
        <Images aria-hidden="true" />
        {children}
      </Button>
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        onPick={(media) => {
          setOpen(false);
          onPick(media);
        }}
      />
    </>
  );
}
