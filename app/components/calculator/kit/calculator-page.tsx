// The page every calculator shares: header, the calculator itself (form and result),
// "Como calculamos", the blocks that lead on, and the FAQ, always in that order, so
// routes only compose their own form, result and content (app/content/calculators/).
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Fragment, type FormEventHandler, type ReactNode, type Ref } from "react";
import { useLocation } from "react-router";
import { PageHeader } from "~/components/page-header";
import { useHydrated } from "~/hooks/use-hydrated";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export function CalculatorPage({
  title,
  description,
  children,
  how,
  related,
  faq,
}: {
  title: string;
  description: string;
  /** The calculator: its form and its result. */
  children: ReactNode;
  /**
   * "Como calculamos": a calculator's content island (content-islands/: static text in the
   * server's HTML only), or HowWeCalculateText (kit/how-we-calculate-text.tsx) for text that
   * follows the visitor's numbers; leave out to render it yourself inside `children`. Both
   * render it and the FAQ outside this module, so the kit every calculator downloads carries
   * neither (issue 12.2).
   */
  how?: ReactNode;
  /** Blocks between "Como calculamos" and the FAQ (history, responsible drinking, tools). */
  related?: ReactNode;
  /** The FAQ: a content island, or kit/faq.tsx's Faq. */
  faq?: ReactNode;
}) {
  // A navigation to the calculator again (a link with other inputs, back/forward) remounts
  // it, so component state below (fields, menus) starts afresh with the state that
  // useCalculatorForm reset from the new URL; replaceState writes keep the key (docs/decisions/0003-url-state.md).
  const { key } = useLocation();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Fragment key={key}>{children}</Fragment>
      {how}
      {related}
      {faq}
    </>
  );
}

/** Form beside result from the large breakpoint on (the live-recomputing calculators). */
export function CalculatorColumns({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid items-start gap-6 lg:grid-cols-2", className)}>{children}</div>;
}

/**
 * A calculator's form as a real GET form (issue 16): with JavaScript its submit is handled
 * on the client (`onSubmit` prevents the navigation); without it, or while the scripts are
 * still loading, the browser requests `action` with the named fields as query parameters
 * and the server renders the result from them, as it does for a shared link
 * (docs/decisions/0003-url-state.md). So every control that carries state needs the `name`
 * its calculator's `read(params)` understands, and nothing else may have one.
 */
export function CalculatorForm({
  action,
  formRef,
  onSubmit,
  className,
  children,
  ...labelling
}: {
  /** Where the browser sends the fields without JavaScript (default: this page). */
  action?: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}) {
  const { pathname } = useLocation();
  return (
    <form
      ref={formRef}
      method="get"
      action={action ?? pathname}
      noValidate
      onSubmit={onSubmit}
      className={className}
      {...labelling}
    >
      {children}
    </form>
  );
}

/** The inputs' card: a heading and a description over the fields. */
export function InputsCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl font-semibold">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The inputs' card holding the calculator's form: its heading names the form too. */
export function FormCard({
  title,
  description,
  onSubmit,
  action,
  formRef,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** See CalculatorForm. */
  action?: string;
  formRef?: Ref<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <InputsCard title={title} description={description} className={className}>
      <CalculatorForm action={action} formRef={formRef} onSubmit={onSubmit} className="space-y-6" aria-label={title}>
        {children}
      </CalculatorForm>
    </InputsCard>
  );
}

/**
 * The result's card, beside the form on large screens: "Resultado" (#resultado, the focus
 * target of "Ver resultado"), a summary line, and the result or what to fix first.
 */
export function ResultCard({
  headingRef,
  summary,
  placeholder,
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  summary: ReactNode;
  /** Shown instead of the result while a field is invalid. */
  placeholder: string;
  /** The result, or nothing while the form is invalid. */
  children?: ReactNode;
}) {
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>
          <h2
            ref={headingRef}
            tabIndex={-1}
            id="resultado"
            className="scroll-mt-result text-xl font-semibold outline-none"
          >
            Resultado
          </h2>
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-live="polite" data-testid="resultado">
          {children ?? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{placeholder}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The buttons of a calculator that recomputes live: "Ver resultado" only brings the result
 * into view, so once the page runs it is needed only where the result sits below the form
 * (small screens). Before the scripts run it is what submits the GET form (CalculatorForm),
 * so it shows at every width until then, and "Redefinir" is a link to the bare page, which
 * is the calculator with its defaults.
 */
export function LiveFormActions({ onReset }: { onReset: () => void }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const resetContent = (
    <>
      <RotateCcw aria-hidden="true" /> Redefinir
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" className={hydrated ? "lg:hidden" : undefined}>
        Ver resultado
      </Button>
      {hydrated ? (
        <Button type="button" variant="outline" onClick={onReset}>
          {resetContent}
        </Button>
      ) : (
        <Button variant="outline" asChild>
          <a href={pathname}>{resetContent}</a>
        </Button>
      )}
    </div>
  );
}
