import type { ReactNode } from "react";
import { Link } from "react-router";
import { PROCESS_STEPS } from "~/content/infographics/process";
import { DataTable } from "./infographic-section";

// The brewing process as numbered cards with a drawn icon each: one column joined by a
// line on phones, a grid read left to right on wider screens.

/** 48×48 line drawings, in the current text colour. */
const ICONS: Record<string, ReactNode> = {
  moagem: (
    <>
      <ellipse cx="19" cy="8" rx="2.2" ry="3.4" transform="rotate(-20 19 8)" />
      <ellipse cx="26" cy="11" rx="2.2" ry="3.4" transform="rotate(15 26 11)" />
      <ellipse cx="32" cy="6" rx="2.2" ry="3.4" transform="rotate(-5 32 6)" />
      <circle cx="17" cy="26" r="7" />
      <circle cx="31" cy="26" r="7" />
      <path d="M17 22v8M13 26h8M31 22v8M27 26h8" strokeWidth="1.4" />
      <path d="M21 38l1 3M26 37l-1 4M29 40l1 3M18 41l1 2" />
    </>
  ),
  mosturacao: (
    <>
      <path d="M6 14v22a5 5 0 0 0 5 5h20a5 5 0 0 0 5-5V14" />
      <path d="M6 22c3-2.5 5.5-2.5 7.5 0s4.5 2.5 7.5 0 5.5-2.5 7.5 0 4.5 2.5 7.5 0" />
      <circle cx="14" cy="30" r="1.2" fill="currentColor" />
      <circle cx="22" cy="34" r="1.2" fill="currentColor" />
      <circle cx="28" cy="29" r="1.2" fill="currentColor" />
      <rect x="39.5" y="6" width="5" height="25" rx="2.5" />
      <circle cx="42" cy="36" r="4" />
      <path d="M42 32V16" strokeWidth="1.6" />
    </>
  ),
  clarificacao: (
    <>
      <path d="M15 5h18M18 5v4M24 5v4M30 5v4" />
      <path d="M18 12v2M24 12v2M30 12v2" strokeWidth="1.6" />
      <path d="M9 10v24a4 4 0 0 0 4 4h22a4 4 0 0 0 4-4V10" />
      <path d="M9 31h30" strokeDasharray="3 2.5" />
      <path d="M12 25l2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3" strokeWidth="1.4" />
      <path d="M24 38v5h10" />
      <path d="M36 41.5c1.2 1.7 1.8 2.8 1.8 3.6a1.8 1.8 0 0 1-3.6 0c0-.8.6-1.9 1.8-3.6z" fill="currentColor" />
    </>
  ),
  fervura: (
    <>
      <path d="M17 10c-2-2 2-4 0-7M24 10c-2-2 2-4 0-7M31 10c-2-2 2-4 0-7" strokeWidth="1.6" />
      <path d="M7 14h34M9 14v18a5 5 0 0 0 5 5h20a5 5 0 0 0 5-5V14" />
      <circle cx="17" cy="24" r="2" />
      <circle cx="25" cy="28" r="2.5" />
      <circle cx="31" cy="21" r="1.6" />
      <path
        d="M16 46c-2.5-2-1-5 1-7 .3 2 2 2.5 2 4.5a2.5 2.5 0 0 1-3 2.5zM24 46c-2.5-2-1-5 1-7 .3 2 2 2.5 2 4.5a2.5 2.5 0 0 1-3 2.5zM32 46c-2.5-2-1-5 1-7 .3 2 2 2.5 2 4.5a2.5 2.5 0 0 1-3 2.5z"
        strokeWidth="1.6"
      />
    </>
  ),
  resfriamento: (
    <>
      <path d="M38 16a16 16 0 1 1-9-8" />
      <path d="M28 3l2 5-5 2" />
      <path d="M31 24a7 7 0 1 1-4-6" strokeWidth="1.6" />
      <path d="M24 19v10M19.7 21.5l8.6 5M19.7 26.5l8.6-5" strokeWidth="1.6" />
    </>
  ),
  fermentacao: (
    <>
      <path d="M24 6V2M21 2h6" />
      <path d="M13 6h22v22l-8 9h-6l-8-9z" />
      <path d="M16 29l-4 15M32 29l4 15M24 37v5" />
      <circle cx="20" cy="15" r="1.6" />
      <circle cx="27" cy="19" r="2.2" />
      <circle cx="22" cy="24" r="1.3" />
      <circle cx="29" cy="11" r="1.2" />
    </>
  ),
  maturacao: (
    <>
      <rect x="3" y="9" width="32" height="18" rx="9" />
      <path d="M10 27v8M28 27v8M6 35h26" />
      <circle cx="37" cy="35" r="8.5" className="fill-card" />
      <path d="M37 35v-5M37 35l3.5 2" />
      <path d="M13 15v6M19 13v10M25 15v6" strokeWidth="1.4" />
    </>
  ),
  envase: (
    <>
      <path d="M13 44h10V23c0-3-3-4-3-7V5h-4v11c0 3-3 4-3 7z" />
      <path d="M13 30h10" strokeWidth="1.4" />
      <rect x="28" y="18" width="13" height="26" rx="2.5" />
      <path d="M28 22h13M28 40h13" strokeWidth="1.4" />
      <circle cx="32" cy="31" r="1.2" />
      <circle cx="37" cy="28" r="1.6" />
      <circle cx="35" cy="35" r="1" />
    </>
  ),
  servico: (
    <>
      <path d="M13 12h22l-3 32H16z" />
      <path d="M13 12c0-3 2.5-4.5 5-3.5 1-2.5 4.5-3 6.5-1 2-2 5.5-1.5 6.5 1 2.5-1 4 .5 4 3.5" />
      <path d="M14 18h20" strokeWidth="1.4" />
      <circle cx="21" cy="28" r="1.2" />
      <circle cx="26" cy="33" r="1.5" />
      <circle cx="23" cy="38" r="1" />
    </>
  ),
};

export function BrewingProcess() {
  return (
    // No name on the list (screen readers ignore most names on lists): the section's heading says it.
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {PROCESS_STEPS.map((step, i) => (
        <li
          key={step.id}
          data-item=""
          data-step={step.id}
          className={
            "relative flex gap-3 rounded-xl border bg-card p-3 " +
            // The line that joins the cards when they stack in one column.
            (i < PROCESS_STEPS.length - 1
              ? "after:absolute after:top-full after:left-[2.35rem] after:h-3 after:w-0.5 after:bg-primary/50 sm:after:hidden"
              : "")
          }
        >
          <div className="flex shrink-0 flex-col items-center gap-2">
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
            >
              {step.order}
            </span>
            <svg
              viewBox="0 0 48 48"
              className="size-12 text-primary"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              data-icon={step.id}
            >
              {ICONS[step.id]}
            </svg>
          </div>
          <div className="min-w-0 text-sm">
            <h3 className="text-base leading-tight font-semibold">
              <span className="sr-only">{`Etapa ${step.order}: `}</span>
              {step.name}
            </h3>
            <p className="mt-1 inline-block rounded-md bg-muted px-2 py-0.5 text-xs font-medium">{step.params}</p>
            <p className="mt-2 text-muted-foreground">{step.summary}</p>
            {step.link ? (
              <Link
                to={step.link.href}
                prefetch="intent"
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline"
              >
                {step.link.label} →
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function ProcessTable() {
  return (
    <DataTable
      caption="Etapas da produção de cerveja, na ordem, com temperaturas e tempos típicos."
      columns={["Etapa", "Parâmetros típicos", "O que acontece"]}
      rows={PROCESS_STEPS.map((s) => [
        `${s.order}. ${s.name}`,
        <span key="p" className="whitespace-normal">
          {s.params}
        </span>,
        <span key="o" className="block min-w-56 whitespace-normal">
          {s.summary}
        </span>,
      ])}
    />
  );
}
