/**
 * What `cn()` needs from tailwind-merge, without its 8.5 KB gzipped on every page (issue 12.2):
 * a later utility replaces an earlier one of the same kind ("justify-start" after the button's
 * "justify-center", "h-11" after "h-9", "p-2" over "px-3"…), with the same rules as
 * tailwind-merge (modifiers, "!", negative values, "/opacity", arbitrary values) but only for
 * the kinds of utility this app writes. class-merge.test.ts compares it with tailwind-merge on
 * every pair of classes found in app/ (same modifiers): a class of a kind not listed here fails
 * that test until its rule is added below.
 */

// Whole class names that are a kind of their own.
const WORDS = new Map<string, string>();
for (const [kind, words] of Object.entries({
  display:
    "block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden",
  position: "static fixed absolute relative sticky",
  "font-style": "italic not-italic",
  "outline-style": "outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double",
  "text-decoration": "underline overline line-through no-underline",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-overflow": "truncate text-ellipsis text-clip",
  sr: "sr-only not-sr-only",
  "border-style": "border-solid border-dashed border-dotted border-double border-hidden border-none",
  "border-collapse": "border-collapse border-separate",
  "ring-w-inset": "ring-inset",
  visibility: "visible invisible collapse",
})) {
  for (const word of words.split(" ")) WORDS.set(word, kind);
}

// Values: a spacing step, a fraction, an arbitrary value, or one of a few keywords.
const N = String.raw`(\d+(\.\d+)?|px|\[.+\]|\(.+\))`;
const INSET = String.raw`(${N}|auto|full|\d+/\d+)`;
const SIZE = String.raw`(${INSET}|screen|min|max|fit|none|[dls]v[hw]|lh|\d*(xs|sm|md|lg|xl)|prose)`;
const rule = (kinds: string, values: string, kind = "$1"): [RegExp, string] => [
  new RegExp(`^(${kinds})-${values}$`),
  kind,
];

// In order, first match: "$1" in a kind is the regex's first group. A prefix shared by several
// kinds (text-, bg-, border-, ring-, font-…) lists the narrower ones before its colours.
const RULES: [RegExp, string][] = [
  [/^\[([a-z-]+):.+\]$/, "arbitrary..$1"],
  [/^space-([xy])-reverse$/, "space-$1-reverse"],
  rule("p[xytrblse]?|gap-[xy]|gap|space-[xy]", N),
  rule("m[xytrblse]?", `(${N}|auto)`),
  rule("size|min-w|min-h|max-w|max-h|w|h|basis", SIZE),
  rule("inset-[xy]|inset|top|right|bottom|left|start|end", INSET),
  rule("scroll-[mp][xytrblse]?", N),
  rule("z|opacity|order|columns|duration|delay|line-clamp|underline-offset|indent", `(auto|none|${N})`),
  rule("leading", `(none|tight|snug|normal|relaxed|loose|${N})`),
  rule("tracking", "(tighter|tight|normal|wide|wider|widest|\\[.+\\])"),
  rule("select", "(none|text|all|auto)"),
  rule("cursor", "([a-z-]+|\\[.+\\])"),
  rule("whitespace", "(normal|nowrap|pre|pre-line|pre-wrap|break-spaces)"),
  rule("float|clear", "(left|right|start|end|none|both)"),
  rule("break", "(normal|words|all|keep)"),
  rule("break-inside", "(auto|avoid|avoid-page|avoid-column)"),
  rule("pointer-events", "(none|auto)"),
  rule("object", "(contain|cover|fill|none|scale-down)", "object-fit"),
  [/^(aspect|ease|animate|origin|accent|caret|hyphens)-/, "$1"],
  [/^(grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|col-start|col-end|row-start|row-end)-/, "$1"],
  [/^(col|row)-(span-|auto$|\[)/, "$1-start-end"],
  [/^(overflow|overscroll)-([xy])-/, "$1-$2"],
  [/^(overflow|overscroll)-/, "$1"],
  [/^(translate|scale|rotate|skew)-([xyz])-/, "$1-$2"],
  [/^translate-none$/, "translate-none"],
  [/^(translate|scale|rotate|skew)-/, "$1"],
  [/^(shrink|grow|transition|backdrop-blur|blur|resize)(-|$)/, "$1"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^items-/, "align-items"],
  [/^self-/, "align-self"],
  [/^justify-(items|self)-/, "justify-$1"],
  [/^justify-/, "justify-content"],
  [/^place-(content|items|self)-/, "place-$1"],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, "align-content"],
  // The content utility: content-none and content-[…]/content-(…) values only (as tailwind-merge).
  [/^content-(none$|\[|\()/, "content"],
  [/^align-/, "vertical-align"],
  [/^list-(inside|outside)$/, "list-style-position"],
  [/^list-/, "list-style-type"],
  [/^text-(\d*(xs|sm|md|lg|xl)|base|\[(length:.*|[\d.]+(px|pt|r?em|%|ch|vw|vh))\])$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-alignment"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-shadow(-|$)/, "text-shadow"],
  [/^text-/, "text-color"],
  [/^font-stretch-/, "font-stretch"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[(?!family-name:).*\])$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, "text-decoration-style"],
  [/^decoration-(\d+|auto|from-font|\[[\d.]+px\])$/, "text-decoration-thickness"],
  [/^decoration-/, "text-decoration-color"],
  [/^bg-(fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-origin-/, "bg-origin"],
  [/^bg-(no-repeat|repeat(-.*)?)$/, "bg-repeat"],
  [/^bg-(auto|cover|contain|size-.*)$/, "bg-size"],
  [
    /^bg-(center|top|bottom|left|right|(left|right)-(top|bottom)|(top|bottom)-(left|right)|position-.*)$/,
    "bg-position",
  ],
  [
    /^bg-(none|(linear|radial|conic)-.*|\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\(.*\)\])$/,
    "bg-image",
  ],
  [/^bg-/, "bg-color"],
  [/^border-spacing(-[xy])?-/, "border-spacing$1"],
  [/^border(-\d+|-\[[\d.]+px\])?$/, "border-w"],
  [/^border-([xytrblse])(-\d+|-\[[\d.]+px\])?$/, "border-w-$1"],
  [/^border-([xytrblse])-/, "border-color-$1"],
  [/^border-/, "border-color"],
  [/^rounded-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-|$)/, "rounded-$1"],
  [/^rounded(-|$)/, "rounded"],
  [/^ring-offset-(\d+|\[[\d.]+px\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring(-\d+|-\[[\d.]+px\])?$/, "ring-w"],
  [/^ring-/, "ring-color"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline(-\d+|-\[[\d.]+px\])?$/, "outline-w"],
  [/^outline-/, "outline-color"],
  [/^shadow(-(none|inner|\d*(xs|sm|md|lg|xl))|-\[.*_.*\])?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^stroke-(\d+|\[[\d.]+(px)?\])$/, "stroke-w"],
  [/^(fill|stroke)-/, "$1"],
  [/^@container\/./, "container-named"],
  [/^@container(-|$)/, "container-type"],
];

const sides = (kind: string, list: string) => list.split(" ").map((side) => `${kind}-${side}`);
// A kind that also sets others' properties replaces them too ("p-2" removes an earlier "px-3").
const CONFLICTS: Record<string, string[]> = {
  "container-named": ["container-type"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: sides("rounded", "s e t r b l ss se ee es tl tr br bl"),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-spacing": ["border-spacing-x", "border-spacing-y"],
  "border-w": sides("border-w", "x y s e t r b l"),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": sides("border-color", "x y s e t r b l"),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  translate: ["translate-x", "translate-y", "translate-none"],
  "translate-none": ["translate", "translate-x", "translate-y", "translate-z"],
  "scroll-m": sides("scroll-m", "x y s e t r b l").map((k) => k.replace("-m-", "-m")),
  "scroll-mx": ["scroll-ms", "scroll-me", "scroll-mr", "scroll-ml"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  "scroll-p": sides("scroll-p", "x y s e t r b l").map((k) => k.replace("-p-", "-p")),
  "scroll-px": ["scroll-ps", "scroll-pe", "scroll-pr", "scroll-pl"],
  "scroll-py": ["scroll-pt", "scroll-pb"],
};

// Variants whose place in the chain changes what they select: only the others are put in order,
// so "hover:focus:x" and "focus:hover:x" are one variant, "before:hover:x" and "hover:before:x" two.
const ORDERED = new Set(
  "* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(" "),
);

// A utility's name is lower case and ends in a value; only an arbitrary value ([…], (…)) differs.
const WELL_FORMED = /^[a-z@][a-z\d./-]*[a-z\d%]$|^[a-z@][a-z\d.-]*-(\[.+\]|\(.+\))$|^\[.+\]$/;

function kindOf(utility: string): string | undefined {
  const word = WORDS.get(utility);
  if (word) return word;
  if (!WELL_FORMED.test(utility)) return undefined;
  for (const [pattern, kind] of RULES) {
    const match = pattern.exec(utility);
    if (match) return kind.replace("$1", match[1] ?? "").replace("$2", match[2] ?? "");
  }
  return undefined;
}

/** Splits "md:hover:!-mt-2/50" at the colons and slash outside brackets and parentheses. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (depth === 0 && c === ":") {
      variants.push(className.slice(start, i));
      start = i + 1;
      slash = -1;
    } else if (depth === 0 && c === "/") slash = i;
  }
  let utility = className.slice(start);
  let slashAt = slash < 0 ? -1 : slash - start;
  const important = utility.endsWith("!") || utility.startsWith("!");
  if (utility.endsWith("!")) utility = utility.slice(0, -1);
  else if (utility.startsWith("!")) {
    utility = utility.slice(1);
    slashAt--;
  }
  if (utility.startsWith("-")) {
    utility = utility.slice(1);
    slashAt--;
  }
  // "bg-primary/90", "top-1/2": the kind is read before the slash, unless only the whole has one
  // ("@container/card-header" is a named container, not "@container").
  const before = slashAt > 0 ? kindOf(utility.slice(0, slashAt)) : undefined;
  const whole = kindOf(utility);
  const kind = before === "container-type" && whole ? whole : (before ?? whole);
  return { variants, important, kind };
}

function variantKey(variants: string[]) {
  const out: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDERED.has(variant)) {
      out.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...out, ...run.sort()].join(":");
}

// Each class is read once: a page renders the same few hundred again and again. Bounded, for
// classes built from values (w-[37%]).
type Read = { prefix: string; kind: string } | null;
const known = new Map<string, Read>();

function read(className: string): Read {
  let found = known.get(className);
  if (found === undefined) {
    if (known.size >= 2000) known.clear();
    const { variants, important, kind } = parse(className);
    found = kind ? { prefix: `${variantKey(variants)}${important ? "!" : ""}|`, kind } : null;
    known.set(className, found);
  }
  return found;
}

// And each list once, as tailwind-merge does: a component renders the same list every time.
const merged = new Map<string, string>();

/** The class list with each utility that a later one of the same kind and variants overrides removed. */
export function mergeClasses(classList: string): string {
  let out = merged.get(classList);
  if (out === undefined) {
    if (merged.size >= 500) merged.clear();
    out = merge(classList);
    merged.set(classList, out);
  }
  return out;
}

function merge(classList: string) {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    if (!className) continue;
    const found = read(className);
    if (found) {
      const { prefix, kind } = found;
      if (taken.has(prefix + kind)) continue;
      taken.add(prefix + kind);
      for (const other of CONFLICTS[kind] ?? []) taken.add(prefix + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
