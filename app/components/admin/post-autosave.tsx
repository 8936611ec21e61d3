// The post editor's server autosave (issue 28 item 6, docs/decisions/0037-server-autosave.md):
// the hook that sends the form as an autosave revision on the schedule of autosave-schedule.ts,
// the "Salvo às 14:32" indicator, and the offer to recover an autosave newer than the saved post.
// Kept apart from post-editor.tsx, which only wires these in.
import History from "lucide-react/icons/history";
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { useClientValue } from "~/hooks/use-hydrated";
import { formatDateShort, formatTime } from "~/lib/format";
import { AUTOSAVE_INTERVAL_MS, newEditSession } from "~/schemas/post-autosave";
import { POST_FIELDS, type PostFormValues } from "~/schemas/post";
import { autosaveDueAt, changed, failed, NOTHING_PENDING, sent, type AutosaveTimes } from "./autosave-schedule";

export type AutosaveState = { kind: "idle" } | { kind: "saved"; at: string } | { kind: "error"; message: string };

/** What the editor's loader hands over (models/post-autosave.server.ts `latestAutosaveAfterSave`). */
export interface AutosaveOfferData {
  revisionId: number;
  savedAt: string;
  userEmail: string;
  editSession: string | null;
  values: PostFormValues;
}

const FAILED = "Falha no salvamento automático. Nova tentativa em instantes; nada foi perdido.";

/** The fields an autosave carries: everything typed, not the version token. */
function snapshot(values: PostFormValues): string {
  return JSON.stringify(POST_FIELDS.filter((k) => k !== "version").map((k) => values[k]));
}

function formDataOf(values: PostFormValues, session: string): FormData {
  const data = new FormData();
  for (const key of POST_FIELDS) {
    if (key === "version") continue;
    if (key === "tags") for (const tag of values.tags) data.append("tags", tag);
    else data.append(key, String(values[key] ?? ""));
  }
  data.append("session", session);
  return data;
}

/**
 * Sends the form to the server as this editing session's autosave while it changes, for a post
 * that exists (`postId`); nothing for a new post. `paused` is true while a manual save is on its
 * way. `reset` clears the indicator (a manual save supersedes it).
 */
export function usePostAutosave({
  postId,
  form,
  paused,
  interval = AUTOSAVE_INTERVAL_MS,
}: {
  postId: string | null;
  form: UseFormReturn<PostFormValues>;
  paused: () => boolean;
  interval?: number;
}) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  // One random key per opening of the editor: the server keeps one rolling row per key.
  const [session] = useState(newEditSession);
  const isPaused = useEffectEvent(paused);

  useEffect(() => {
    if (!postId) return;
    let times: AutosaveTimes = NOTHING_PENDING;
    // What the server has: at first the post as loaded, which needs no autosave.
    let stored = snapshot(form.getValues());
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let stopped = false;

    const schedule = () => {
      clearTimeout(timer);
      const due = autosaveDueAt(times, interval);
      if (due === null || inFlight || stopped) return;
      timer = setTimeout(() => void send(), Math.max(0, due - Date.now()));
    };

    const send = async () => {
      const values = form.getValues();
      const text = snapshot(values);
      if (text === stored) {
        // Typed and undone: nothing to send.
        times = { ...times, pendingSince: null };
        return;
      }
      if (isPaused()) {
        // A manual save is on its way; if it is refused, the next interval tries again.
        times = failed(sent(times, Date.now()), Date.now());
        schedule();
        return;
      }
      inFlight = true;
      times = sent(times, Date.now());
      try {
        const response = await fetch(`/admin/posts/${postId}/salvamento-automatico`, {
          method: "POST",
          body: formDataOf(values, session),
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        // A lost session redirects to the sign-in page: that is a failure too, not a save.
        const body = (await response.json().catch(() => null)) as {
          savedAt?: string;
          error?: string;
          fieldErrors?: Record<string, string>;
        } | null;
        if (stopped) return;
        if (response.ok && !response.redirected && body?.savedAt) {
          stored = text;
          setState({ kind: "saved", at: body.savedAt });
        } else if (response.status === 400 && body?.fieldErrors) {
          // The same text would be refused again: wait for the next change.
          const first = Object.values(body.fieldErrors)[0];
          setState({ kind: "error", message: `Salvamento automático pendente: ${first ?? body.error ?? ""}` });
        } else {
          times = failed(times, Date.now());
          setState({ kind: "error", message: FAILED });
        }
      } catch {
        if (stopped) return;
        times = failed(times, Date.now());
        setState({ kind: "error", message: FAILED });
      } finally {
        inFlight = false;
        schedule();
      }
    };

    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        times = changed(times, Date.now());
        if (!inFlight) schedule();
      },
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [postId, form, session, interval]);

  const reset = useCallback(() => setState({ kind: "idle" }), []);
  return { state, session, reset };
}

/** "Salvo às 14:32" near the save button, in a polite live region; the failure in words. */
export function AutosaveIndicator({ state, isNew }: { state: AutosaveState; isNew: boolean }) {
  return (
    <p role="status" aria-live="polite" className="mr-auto min-w-0 text-sm text-muted-foreground">
      {state.kind === "saved" ? (
        <>Salvo às {formatTime(state.at)}</>
      ) : state.kind === "error" ? (
        <span className="text-destructive">{state.message}</span>
      ) : isNew ? (
        // docs/decisions/0037-server-autosave.md: a new post is kept in this browser until its first save.
        "Salvamento automático após o primeiro Salvar."
      ) : null}
    </p>
  );
}

const DISMISSED_KEY_PREFIX = "cj_autosave_dismissed:";

function readDismissed(postId: string): string | null {
  try {
    return localStorage.getItem(`${DISMISSED_KEY_PREFIX}${postId}`);
  } catch {
    return null;
  }
}

/** "14:32" today, else "27/11/2026 às 14:32" (São Paulo time). */
function whenText(at: string): string {
  return formatDateShort(at) === formatDateShort(new Date())
    ? formatTime(at)
    : `${formatDateShort(at)} às ${formatTime(at)}`;
}

/**
 * The offer of an autosave newer than the saved post (a crash, a tab closed before Salvar), made
 * once the page runs. Nothing changes until the administrator chooses: "Recuperar" fills the form
 * (saved only by Salvar), "Descartar" hides it for good in this browser (the autosave stays in
 * Histórico). An autosave of this very editing session is never offered back.
 */
export function AutosaveRecovery({
  postId,
  offer,
  current,
  session,
  onRecover,
}: {
  postId: string;
  offer: AutosaveOfferData | null | undefined;
  /** What the form opened with: an autosave equal to it (sent as Salvar went) is no news. */
  current: PostFormValues;
  session: string;
  onRecover: (values: PostFormValues) => void;
}) {
  // Judged once, on arrival: a later loader revalidation never brings up a new offer.
  const [initial] = useState(() => (offer && snapshot(offer.values) !== snapshot(current) ? offer : null));
  const [decided, setDecided] = useState(false);
  const dismissed = useClientValue(() => readDismissed(postId), undefined);
  if (!initial || decided || dismissed === undefined) return null;
  const token = `${initial.revisionId}:${initial.savedAt}`;
  if (dismissed === token || initial.editSession === session) return null;

  const discard = () => {
    try {
      localStorage.setItem(`${DISMISSED_KEY_PREFIX}${postId}`, token);
    } catch {
      // Storage off: the offer comes back next time, which loses nothing.
    }
    setDecided(true);
    document.getElementById("post-name")?.focus();
  };
  const recover = () => {
    onRecover(initial.values);
    setDecided(true);
    document.getElementById("post-name")?.focus();
  };

  return (
    <section
      aria-labelledby="autosave-offer-title"
      className="flex flex-col gap-3 rounded-lg border border-primary/50 bg-accent/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h3 id="autosave-offer-title" className="font-medium">
            Há um salvamento automático de {whenText(initial.savedAt)} mais recente que a versão salva.
          </h3>
          <p className="text-sm text-muted-foreground">
            Feito por {initial.userEmail}. Recuperar coloca esse texto no formulário; ele só é salvo quando você clicar
            em Salvar.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" onClick={recover}>
          Recuperar
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={discard}>
          Descartar
        </Button>
      </div>
    </section>
  );
}
