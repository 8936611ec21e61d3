// The post editor's "Conteúdo" field (docs/decisions/0025-posts-and-categories.md; docs/decisions/0012-safe-markdown-and-images.md): a formatting toolbar over a
// plain <textarea> (so the form posts without JavaScript), keyboard shortcuts, a link
// dialog, an image popover with upload, and a live preview drawn by the same sanitised
// renderer as the public post page — side by side on a wide screen, in tabs on a phone.
import type { LucideIcon } from "lucide-react";
import AlignCenter from "lucide-react/icons/text-align-center";
import AlignLeft from "lucide-react/icons/text-align-start";
import AlignRight from "lucide-react/icons/text-align-end";
import Bold from "lucide-react/icons/letter-b";
import Heading1 from "lucide-react/icons/heading-1";
import Heading2 from "lucide-react/icons/heading-2";
import ImageIcon from "lucide-react/icons/image";
import Italic from "lucide-react/icons/italic";
import LinkIcon from "lucide-react/icons/link";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Loader2Icon from "lucide-react/icons/loader-circle";
import TableIcon from "lucide-react/icons/table";
import Underline from "lucide-react/icons/underline";
import { Component, lazy, type ReactNode, Suspense, useDeferredValue, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { NOT_AN_IMAGE_MESSAGE } from "~/lib/media/media";
import { looksLikeImage, uploadImage, UploadImageError } from "~/lib/media/upload-image";
import { MediaPicker } from "~/components/admin/media/media-picker";
import { cn } from "~/lib/utils";
import {
  altFromFileName,
  type Edit,
  type InlineFormat,
  insertImage,
  insertLink,
  insertTable,
  isValidImageUrl,
  isValidLinkUrl,
  type Selection,
  setAlignment,
  toggleHeading,
  toggleInline,
  toggleList,
} from "./markdown-commands";
import { useClientValue } from "~/hooks/use-hydrated";

// The renderer (react-markdown, remark-gfm, rehype-raw, rehype-sanitize: most of the
// editor's weight) comes in its own chunk, so the form is interactive before the preview
// code has arrived. It is the very module the public post page renders with (docs/decisions/0012-safe-markdown-and-images.md).
const MarkdownContent = lazy(() => import("~/lib/markdown/markdown").then((m) => ({ default: m.MarkdownContent })));

export const LINK_URL_ERROR = "Por favor, insira um URL válido";
export const IMAGE_URL_ERROR = "Por favor, insira um URL válido para a imagem";

export interface MarkdownEditorProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Ids of the field's description and error, for aria-describedby. */
  describedBy?: string;
  className?: string;
}

type Command = (text: string, sel: Selection) => Edit;

interface ToolDef {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
}

// The toolbar's buttons: plain data (each a pure edit of text and selection), so rendering
// them reads nothing from the textarea; `key` is the shortcut letter with Ctrl or ⌘.
const TOOL_GROUPS: (Omit<ToolDef, "shortcut"> & { key?: string; command: Command })[][] = [
  [
    { label: "Negrito", icon: Bold, key: "B", command: (t, s) => toggleInline(t, s, "bold") },
    { label: "Itálico", icon: Italic, key: "I", command: (t, s) => toggleInline(t, s, "italic") },
    { label: "Sublinhado", icon: Underline, key: "U", command: (t, s) => toggleInline(t, s, "underline") },
  ],
  [
    { label: "Título 1", icon: Heading1, command: (t, s) => toggleHeading(t, s, 1) },
    { label: "Título 2", icon: Heading2, command: (t, s) => toggleHeading(t, s, 2) },
  ],
  [
    { label: "Lista", icon: List, command: (t, s) => toggleList(t, s, "bullet") },
    { label: "Lista numerada", icon: ListOrdered, command: (t, s) => toggleList(t, s, "ordered") },
    { label: "Tabela", icon: TableIcon, command: insertTable },
  ],
  [
    { label: "Alinhar à esquerda", icon: AlignLeft, command: (t, s) => setAlignment(t, s, "left") },
    { label: "Centralizar", icon: AlignCenter, command: (t, s) => setAlignment(t, s, "center") },
    { label: "Alinhar à direita", icon: AlignRight, command: (t, s) => setAlignment(t, s, "right") },
  ],
];

/** Each group's first position in the toolbar, and how many buttons the groups hold. */
const TOOL_OFFSETS = TOOL_GROUPS.map((_, g) => TOOL_GROUPS.slice(0, g).reduce((n, group) => n + group.length, 0));
const TOOL_COUNT = TOOL_GROUPS.reduce((n, group) => n + group.length, 0);

const isMac = () =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function MarkdownEditor({
  id,
  name,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  className,
}: MarkdownEditorProps) {
  const uid = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [pane, setPane] = useState<"write" | "preview">("write");
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  // The edit a closing dialog or popover applies once focus is back in the textarea.
  const pendingEdit = useRef<Command | null>(null);

  /**
   * Applies an edit through the browser's editing commands, so it lands on the undo stack
   * (Ctrl+Z undoes a toolbar action like a keystroke); where that isn't available the
   * text is replaced directly and an input event tells React.
   */
  function apply(command: Command) {
    if (pane !== "write") flushSync(() => setPane("write"));
    const ta = textareaRef.current;
    if (!ta) return;
    ta.focus();
    const edit = command(ta.value, { start: ta.selectionStart, end: ta.selectionEnd });
    ta.setSelectionRange(edit.from, edit.to);
    let done = false;
    try {
      done =
        edit.insert === "" && edit.from === edit.to ? true : document.execCommand("insertText", false, edit.insert);
    } catch {
      done = false;
    }
    if (!done || ta.value.slice(edit.from, edit.from + edit.insert.length) !== edit.insert) {
      ta.setRangeText(edit.insert, edit.from, edit.to, "end");
      ta.dispatchEvent(new Event("input", { bubbles: true }));
    }
    ta.setSelectionRange(edit.selection.start, edit.selection.end);
  }

  const inline = (format: InlineFormat) => apply((t, s) => toggleInline(t, s, format));

  // The selection is read when the dialog opens (an event), not while rendering it.
  const [linkInitialText, setLinkInitialText] = useState("");
  function openLinkDialog() {
    if (pane !== "write") setPane("write");
    setLinkInitialText(selectedText());
    setLinkOpen(true);
  }

  // Images pasted or dropped into the text are uploaded like the popover's "Arquivo"
  // (what WordPress and Ghost users expect) and land where the caret is when done.
  const [uploading, setUploading] = useState(0);
  async function uploadFiles(files: File[]) {
    for (const file of files) {
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadImage(file);
        apply((t, s) => insertImage(t, s, altFromFileName(file.name), url));
      } catch (error) {
        toast.error("Erro", {
          description:
            error instanceof UploadImageError ? error.message : "Não foi possível enviar a imagem. Tente novamente.",
        });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }
  const filesOf = (data: DataTransfer | null) => Array.from(data?.files ?? []);

  function onKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    const mod = isMac() ? event.metaKey : event.ctrlKey;
    if (!mod || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === "b" || key === "i" || key === "u") {
      event.preventDefault();
      inline(key === "b" ? "bold" : key === "i" ? "italic" : "underline");
    } else if (key === "k") {
      event.preventDefault();
      openLinkDialog();
    }
  }

  const selectedText = () => {
    const ta = textareaRef.current;
    return ta ? ta.value.slice(ta.selectionStart, ta.selectionEnd) : "";
  };

  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const command = pendingEdit.current;
    pendingEdit.current = null;
    if (command) apply(command);
    else textareaRef.current?.focus();
  };

  // The server can't know the platform: "Ctrl" first, "⌘" after hydration on Apple devices.
  const mod = useClientValue(() => (isMac() ? "⌘" : "Ctrl"), "Ctrl");

  // Toolbar keyboard pattern (WAI-ARIA): one tab stop, arrow keys move between buttons.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  function onToolbarKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button[data-tool]") ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    let next = current;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (current + 1) % buttons.length;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp")
      next = (current - 1 + buttons.length) % buttons.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = buttons.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    buttons[next]?.focus();
  }

  // Roving tab stop: only the button at `focusIndex` is in the page's tab order.
  const rovingProps = (n: number) => ({ tabIndex: n === focusIndex ? 0 : -1, onFocus: () => setFocusIndex(n) });

  const previewValue = useDeferredValue(value);
  const writeTab = `${uid}-tab-write`;
  const previewTab = `${uid}-tab-preview`;
  const writePane = `${uid}-pane-write`;
  const previewPane = `${uid}-pane-preview`;

  return (
    <div
      data-slot="markdown-editor"
      className={cn(
        "overflow-hidden rounded-md border border-input bg-background shadow-xs dark:bg-input/30",
        invalid && "border-destructive",
        className,
      )}
    >
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatação"
        aria-controls={id}
        onKeyDown={onToolbarKeyDown}
        className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
      >
        {TOOL_GROUPS.map((group, g) => (
          <div
            key={g}
            className="flex items-center gap-0.5 after:mx-1 after:h-6 after:w-px after:bg-border last:after:hidden"
          >
            {group.map(({ key, command, ...tool }, i) => {
              const n = TOOL_OFFSETS[g]! + i;
              return (
                <ToolButton
                  key={tool.label}
                  tool={{ ...tool, shortcut: key && `${mod}+${key}` }}
                  {...rovingProps(n)}
                  onClick={() => apply(command)}
                />
              );
            })}
          </div>
        ))}
        <div className="flex items-center gap-0.5">
          {/* The link and image buttons come after the groups in the tab order. */}
          <ToolButton
            tool={{ label: "Inserir link", icon: LinkIcon, shortcut: `${mod}+K` }}
            {...rovingProps(TOOL_COUNT)}
            onClick={openLinkDialog}
          />
          <ImagePopover
            open={imageOpen}
            onOpenChange={setImageOpen}
            onCloseAutoFocus={restoreFocus}
            onInsert={(alt, url) => {
              pendingEdit.current = (t, s) => insertImage(t, s, alt, url);
              setImageOpen(false);
            }}
            onPickFromLibrary={() => {
              setImageOpen(false);
              setLibraryOpen(true);
            }}
            trigger={
              <ToolButton tool={{ label: "Inserir imagem", icon: ImageIcon }} {...rovingProps(TOOL_COUNT + 1)} />
            }
          />
          {/* The library's image goes in with its stored alt text (or one made from its name). */}
          <MediaPicker
            open={libraryOpen}
            onOpenChange={setLibraryOpen}
            onCloseAutoFocus={restoreFocus}
            onPick={(media) => {
              const alt = media.altText || altFromFileName(media.originalName ?? "");
              pendingEdit.current = (t, s) => insertImage(t, s, alt, media.url);
              setLibraryOpen(false);
            }}
          />
        </div>
      </div>

      <div role="status" className={cn("border-b px-3 py-1.5 text-sm", uploading === 0 && "sr-only")}>
        {uploading > 0 ? (
          <span className="flex items-center gap-2">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Enviando imagem…
          </span>
        ) : null}
      </div>

      <div role="tablist" aria-label="Modo do editor" className="flex border-b lg:hidden">
        {(
          [
            ["write", "Escrever", writeTab, writePane],
            ["preview", "Visualizar", previewTab, previewPane],
          ] as const
        ).map(([key, label, tabId, paneId]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={tabId}
            aria-selected={pane === key}
            aria-controls={paneId}
            tabIndex={pane === key ? 0 : -1}
            onClick={() => setPane(key)}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                e.preventDefault();
                const other = key === "write" ? "preview" : "write";
                setPane(other);
                document.getElementById(other === "write" ? writeTab : previewTab)?.focus();
              }
            }}
            className={cn(
              "min-h-10 flex-1 cursor-pointer border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              pane === key && "border-primary text-foreground",
            )}
          >
            {label}
          </button>
        ))}
      </div>

      <div className="grid lg:grid-cols-2">
        <div id={writePane} className={cn(pane !== "write" && "hidden lg:block")}>
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            onPaste={(event) => {
              const files = filesOf(event.clipboardData);
              if (files.length === 0) return;
              event.preventDefault();
              void uploadFiles(files);
            }}
            onDragOver={(event) => {
              if (Array.from(event.dataTransfer.types).includes("Files")) event.preventDefault();
            }}
            onDrop={(event) => {
              const files = filesOf(event.dataTransfer);
              if (files.length === 0) return;
              event.preventDefault();
              void uploadFiles(files);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            spellCheck
            lang="pt-BR"
            className="block h-[60vh] min-h-72 w-full resize-y bg-transparent px-3 py-2 font-mono text-sm leading-relaxed outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-inset focus-visible:ring-ring/50 lg:h-[36rem]"
            placeholder="Escreva o post em Markdown…"
          />
        </div>
        <section
          id={previewPane}
          aria-label="Pré-visualização"
          className={cn(
            "h-[60vh] min-h-72 overflow-y-auto border-t px-4 py-3 lg:block lg:h-[36rem] lg:border-t-0 lg:border-l",
            pane !== "preview" && "hidden",
          )}
        >
          {previewValue.trim() ? (
            <PreviewBoundary text={previewValue}>
              <Suspense fallback={<p className="text-sm text-muted-foreground">Carregando a pré-visualização…</p>}>
                <MarkdownContent className="post-content">{previewValue}</MarkdownContent>
              </Suspense>
            </PreviewBoundary>
          ) : (
            <p className="text-sm text-muted-foreground">A pré-visualização aparece aqui enquanto você escreve.</p>
          )}
        </section>
      </div>

      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        initialText={linkOpen ? linkInitialText : ""}
        onCloseAutoFocus={restoreFocus}
        onInsert={(label, url) => {
          pendingEdit.current = (_t, s) => insertLink(s, label, url);
          setLinkOpen(false);
        }}
      />
    </div>
  );
}

function ToolButton({ tool, ...props }: { tool: ToolDef } & React.ComponentProps<"button">) {
  const Icon = tool.icon;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-tool=""
          aria-label={tool.label}
          aria-keyshortcuts={tool.shortcut?.replace("⌘", "Meta").replace("Ctrl", "Control")}
          className="size-10"
          {...props}
        >
          <Icon aria-hidden="true" className="size-[18px]" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}</TooltipContent>
    </Tooltip>
  );
}

function LinkDialog({
  open,
  onOpenChange,
  initialText,
  onInsert,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialText: string;
  onInsert: (label: string, url: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const uid = useId();
  const [text, setText] = useState("");
  const [url, setUrl] = useState("");
  const [urlInvalid, setUrlInvalid] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onOpenAutoFocus={(event) => {
          setText(initialText);
          setUrl("");
          setUrlInvalid(false);
          // With the link text taken from the selection, the URL is what's left to type.
          if (initialText) {
            event.preventDefault();
            urlRef.current?.focus();
          }
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Inserir link</DialogTitle>
          <DialogDescription>O link abre em outra aba quando aponta para outro site.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            // The dialog is portalled, but React events still bubble to the post form.
            event.preventDefault();
            event.stopPropagation();
            if (!isValidLinkUrl(url)) {
              setUrlInvalid(true);
              toast.error("Erro", { description: LINK_URL_ERROR });
              return;
            }
            onInsert(text, url.trim());
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${uid}-text`}>Texto do link</Label>
            <Input id={`${uid}-text`} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${uid}-url`}>URL</Label>
            <Input
              id={`${uid}-url`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              aria-invalid={urlInvalid || undefined}
              onChange={(e) => {
                setUrl(e.target.value);
                setUrlInvalid(false);
              }}
              autoComplete="off"
              ref={urlRef}
            />
          </div>
          <DialogFooter>
            <Button type="submit" className="min-h-10">
              Inserir
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ImagePopover({
  open,
  onOpenChange,
  onInsert,
  onPickFromLibrary,
  onCloseAutoFocus,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (alt: string, url: string) => void;
  onPickFromLibrary: () => void;
  onCloseAutoFocus: (event: Event) => void;
  trigger: ReactNode;
}) {
  const uid = useId();
  const [alt, setAlt] = useState("");
  const [url, setUrl] = useState("");
  const [urlInvalid, setUrlInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setAlt("");
    setUrl("");
    setUrlInvalid(false);
    if (fileRef.current) fileRef.current.value = "";
  };

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!(await looksLikeImage(file))) {
      toast.error("Erro", { description: NOT_AN_IMAGE_MESSAGE });
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onInsert(alt.trim() || altFromFileName(file.name), uploaded.url);
      reset();
    } catch (error) {
      toast.error("Erro", {
        description:
          error instanceof UploadImageError ? error.message : "Não foi possível enviar a imagem. Tente novamente.",
      });
      if (fileRef.current) fileRef.current.value = "";
    } finally {
      setUploading(false);
    }
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (uploading && !next) return; // keep the progress visible until the upload ends
        if (next) reset();
        onOpenChange(next);
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        className="w-80 max-w-[calc(100vw-1rem)]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form
          noValidate
          className="grid gap-3"
          aria-label="Inserir imagem"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (!isValidImageUrl(url)) {
              setUrlInvalid(true);
              toast.error("Erro", { description: IMAGE_URL_ERROR });
              return;
            }
            onInsert(alt, url.trim());
            reset();
          }}
        >
          <p className="text-sm font-medium">Inserir imagem</p>
          <div className="grid gap-1.5">
            <Label htmlFor={`${uid}-alt`}>Texto alternativo</Label>
            <Input
              id={`${uid}-alt`}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              placeholder="Descreva a imagem"
              autoComplete="off"
              disabled={uploading}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${uid}-url`}>URL da imagem</Label>
            <Input
              id={`${uid}-url`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              aria-invalid={urlInvalid || undefined}
              onChange={(e) => {
                setUrl(e.target.value);
                setUrlInvalid(false);
              }}
              autoComplete="off"
              disabled={uploading}
            />
          </div>
          <Button type="submit" className="min-h-10" disabled={uploading}>
            Inserir
          </Button>
          <div className="relative text-center text-xs text-muted-foreground before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-border">
            <span className="relative bg-popover px-2">ou envie do seu dispositivo</span>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${uid}-file`}>Arquivo</Label>
            <Input
              ref={fileRef}
              id={`${uid}-file`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-describedby={`${uid}-file-hint`}
              disabled={uploading}
              onChange={(e) => void onFile(e.target.files?.[0])}
              className="min-h-10 cursor-pointer"
            />
            <p id={`${uid}-file-hint`} className="text-xs text-muted-foreground">
              PNG, JPEG, WebP ou GIF, até 5 MB. A imagem é reduzida para até 1600 px de largura.
            </p>
          </div>
          <Button type="button" variant="outline" className="min-h-10" disabled={uploading} onClick={onPickFromLibrary}>
            Escolher da biblioteca
          </Button>
          {uploading ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Enviando imagem…
            </p>
          ) : null}
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** A preview that fails to render shows the spec's text instead of taking the form down. */
class PreviewBoundary extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { text: string }) {
    // Typing on gives the renderer a new chance.
    if (this.state.failed && prev.text !== this.props.text) this.setState({ failed: false });
  }
  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="font-medium text-destructive">
          Error rendering content
        </p>
      );
    }
    return this.props.children;
  }
}
