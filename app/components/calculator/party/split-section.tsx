// /festa's split, once "Dividir a conta" is on (issue 29 items 3 and 4, D19): what each kind of guest pays and,
// once a Pix key, a name and a city are given, each part's Pix "copia e cola" code and its QR
// code. The page loads this module when the visitor comes near it (festa.tsx, deferredPart):
// the split, the Pix code and the QR library stay off the first visit. The server renders it
// for a shared link, codes included; the QR codes are drawn in the browser, from the code
// alone: the key is never sent anywhere.
import Copy from "lucide-react/icons/copy";
import { useEffect, useState } from "react";
import type { FestaForm, Host, ShoppingList } from "~/calculators/party-plan";
import { splitBill, type SplitKind } from "~/calculators/party-split";
import { checkPixKey, PIX_MESSAGES, pixPayload } from "~/calculators/pix";
import { ChoiceGroup } from "~/components/calculator/party/choice-group";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatCurrency } from "~/lib/format";
import { countOf } from "~/lib/seo/previews/core";
import { toast } from "~/lib/toast";

type Update = <K extends keyof FestaForm>(field: K) => (value: FestaForm[K]) => void;

export interface SplitSectionProps {
  form: FestaForm;
  update: Update;
  list?: ShoppingList;
  drinkers: number;
  nonDrinkers: number;
  children: number;
}

// Type-only imports from party-plan.ts: festa's route chunk has it, this lazy chunk need not.
const HOST_OPTIONS: { value: Host; label: string }[] = [
  { value: "bebe", label: "Bebo" },
  { value: "nao-bebe", label: "Não bebo" },
];

const money = (cents: number) => formatCurrency(cents / 100);

/** A checkbox of the page's GET form, 44 px high (sends `name=1` when ticked). */
function FormCheckbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 cursor-pointer accent-primary"
      />
      <span>{label}</span>
    </label>
  );
}

const KIND_LABELS: Record<SplitKind, [string, string]> = {
  bebe: ["Adulto que bebe", "Adultos que bebem"],
  "nao-bebe": ["Adulto que não bebe", "Adultos que não bebem"],
  crianca: ["Criança", "Crianças"],
};

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete = "off",
  inputMode,
}: {
  id: keyof FestaForm;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: "email" | "text";
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        type="text"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The QR code of a Pix code, drawn here from the code (qrcode-generator, loaded on first use). */
function PixQrCode({ payload, label }: { payload: string; label: string }) {
  const [path, setPath] = useState<{ payload: string; d: string; size: number }>();
  useEffect(() => {
    let live = true;
    void import("qrcode-generator").then(({ default: qrcode }) => {
      const qr = qrcode(0, "M");
      qr.addData(payload);
      qr.make();
      const size = qr.getModuleCount();
      let d = "";
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
      if (live) setPath({ payload, d, size: size + 8 });
    });
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <div className="size-40 shrink-0 rounded-md bg-white p-1" data-testid="pix-qr">
      {path?.payload === payload ? (
        <svg viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={label} className="size-full">
          <path d={path.d} fill="#000" shapeRendering="crispEdges" />
        </svg>
      ) : null}
    </div>
  );
}

function PixCode({ payload, who }: { payload: string; who: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(payload);
      toast.success("Código Pix copiado!", { description: "Cole no app do banco, em Pix copia e cola." });
    } catch {
      toast.error("Erro ao copiar o código Pix");
    }
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <PixQrCode payload={payload} label={`QR code Pix: ${who}`} />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-mono text-xs break-all text-muted-foreground" data-testid="pix-codigo">
          {payload}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={`Copiar código Pix: ${who}`}>
          <Copy aria-hidden="true" />
          Copiar código Pix
        </Button>
      </div>
    </div>
  );
}

export function SplitSection({ form, update, list, drinkers, nonDrinkers, children }: SplitSectionProps) {
  const outcome = list
    ? splitBill({
        alcoholCents: list.alcoholCents,
        otherCents: list.otherCents,
        drinkers,
        nonDrinkers,
        children,
        host: form.anfitriao,
        hostOut: form.anfitriao_fora,
        childrenPay: form.criancas_pagam,
      })
    : undefined;
  const pixTyped = form.pix.trim() !== "" || form.nome.trim() !== "" || form.cidade.trim() !== "";
  const key = pixTyped ? checkPixKey(form.pix) : undefined;
  const errors = {
    pix: key?.error,
    nome: pixTyped && form.nome.trim() === "" ? PIX_MESSAGES.nameRequired : undefined,
    cidade: pixTyped && form.cidade.trim() === "" ? PIX_MESSAGES.cityRequired : undefined,
  };
  const pix =
    key?.key && !errors.nome && !errors.cidade ? { key: key.key, name: form.nome, city: form.cidade } : undefined;
  const code = (cents: number) => (pix && cents > 0 ? pixPayload({ ...pix, amount: cents / 100 }) : undefined);

  return (
    <div className="space-y-4">
      <>
        <ChoiceGroup
          legend="Você, que organiza"
          name="anfitriao"
          value={form.anfitriao}
          options={HOST_OPTIONS}
          onChange={update("anfitriao")}
          gridClassName="grid-cols-2"
          description="Você fica com os centavos que sobram da divisão."
        />
        <div>
          <FormCheckbox
            name="anfitriao_fora"
            label="Não entro na divisão"
            checked={form.anfitriao_fora}
            onChange={update("anfitriao_fora")}
          />
          <FormCheckbox
            name="criancas_pagam"
            label="Crianças também pagam (a parte do que não é cerveja)"
            checked={form.criancas_pagam}
            onChange={update("criancas_pagam")}
          />
        </div>

        <fieldset className="min-w-0 space-y-3">
          <legend className="mb-2 text-sm font-medium">Pix de quem recebe</legend>
          <TextField
            id="pix"
            label="Chave Pix"
            value={form.pix}
            onChange={update("pix")}
            error={errors.pix}
            hint="CPF, CNPJ, telefone com DDD, e-mail ou chave aleatória."
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id="nome"
              label="Nome de quem recebe"
              value={form.nome}
              onChange={update("nome")}
              error={errors.nome}
              autoComplete="name"
            />
            <TextField
              id="cidade"
              label="Cidade"
              value={form.cidade}
              onChange={update("cidade")}
              error={errors.cidade}
              autoComplete="address-level2"
            />
          </div>
          <p className="rounded-md border border-primary/40 bg-accent/50 p-3 text-xs leading-relaxed">
            <strong className="font-medium">Atenção:</strong> a chave Pix, o nome e a cidade vão no link da festa, para
            que cada convidado veja a sua parte e pague. Os códigos são gerados no seu aparelho; não guardamos a chave.
          </p>
        </fieldset>

        {outcome && !outcome.ok ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {outcome.error}
          </p>
        ) : null}
        {outcome?.ok ? (
          <section aria-labelledby="partes-titulo" className="space-y-3" data-testid="racha">
            <h3 id="partes-titulo" className="font-semibold">
              Quanto cada um paga
            </h3>
            <ul className="space-y-3">
              {outcome.value.parts.map((part) => {
                const [one, many] = KIND_LABELS[part.kind];
                const payload = code(part.cents);
                return (
                  <li key={part.kind} className="space-y-3 rounded-lg border p-3" data-testid={`parte-${part.kind}`}>
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium">
                        {one}{" "}
                        <span className="text-sm text-muted-foreground">
                          ({countOf(part.count, "pessoa", "pessoas")})
                        </span>
                      </span>
                      <span className="text-xl font-bold tabular-nums">{money(part.cents)}</span>
                    </p>
                    {payload ? <PixCode payload={payload} who={`${many}, ${money(part.cents)}`} /> : null}
                  </li>
                );
              })}
              <li className="rounded-lg border p-3" data-testid="parte-anfitriao">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">Quem organiza</span>
                  <span className="text-xl font-bold tabular-nums">{money(outcome.value.hostCents)}</span>
                </p>
                {outcome.value.remainderCents > 0 ? (
                  <p className="text-xs text-muted-foreground">
                    Inclui {money(outcome.value.remainderCents)} que sobram do arredondamento, para as partes somarem
                    exatamente {money(outcome.value.totalCents)}.
                  </p>
                ) : null}
              </li>
            </ul>
            {!pix ? (
              <p className="text-sm text-muted-foreground">
                Informe a chave Pix, o nome e a cidade para gerar o código Pix de cada parte.
              </p>
            ) : null}
          </section>
        ) : null}
      </>
    </div>
  );
}
