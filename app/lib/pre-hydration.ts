// What a visitor's taps do before the page's scripts have run (issue 27 §3: on Slow 3G the
// comparator's pack-size choices did nothing for 5–10 s, and typing into a pre-filled field
// appended to it: "20" + "0" = "200"). The server writes this into the <head> beside the theme
// script (root.tsx), so it costs no JavaScript download; it acts only until <html> gets
// `data-hydrated` (root.tsx), after which React's own handlers do the same things:
// - a button with `data-fill-for="<input id>"` and `data-fill-value` writes the value into that
//   field (the calculators read their fields back after hydration, use-calculator-form.ts);
// - a field with `data-select-on-focus` has its text selected when focused, and the release of
//   the tap or click that focused it does not collapse the selection (as number-field.tsx).
// Written as plain ES5 in a string: it runs as it is, before any bundle.
export const FILL_FOR_ATTRIBUTE = "data-fill-for";
export const FILL_VALUE_ATTRIBUTE = "data-fill-value";
export const SELECT_ON_FOCUS_ATTRIBUTE = "data-select-on-focus";

export const preHydrationScript = `(function(){var d=document,h=d.documentElement,p=false,s=null;
function live(){return h.hasAttribute("data-hydrated")}
function all(t){try{t.setSelectionRange(0,t.value.length)}catch(e){}}
function field(t){return t&&t.nodeType===1&&t.matches("input[${SELECT_ON_FOCUS_ATTRIBUTE}]")}
d.addEventListener("pointerdown",function(e){if(!live())p=field(e.target)&&d.activeElement!==e.target},true);
d.addEventListener("focusin",function(e){var t=e.target;if(live()||!field(t))return;all(t);s=p?t.value:null;p=false},true);
d.addEventListener("mouseup",function(e){var t=e.target;if(!live()&&field(t)&&s!==null&&t.value===s)e.preventDefault()},true);
d.addEventListener("click",function(e){var t=e.target;if(live())return;
if(field(t)){if(s!==null&&t.value===s&&t.selectionStart===t.selectionEnd)all(t);s=null;return}
var b=t&&t.closest?t.closest("button[${FILL_FOR_ATTRIBUTE}]"):null;if(!b)return;
var i=d.getElementById(b.getAttribute("${FILL_FOR_ATTRIBUTE}"));if(!i)return;
i.value=b.getAttribute("${FILL_VALUE_ATTRIBUTE}")||"";var g=b.parentNode?b.parentNode.querySelectorAll("button[${FILL_FOR_ATTRIBUTE}]"):[];
for(var k=0;k<g.length;k++)g[k].setAttribute("aria-pressed",g[k]===b?"true":"false")},true);
d.addEventListener("input",function(e){if(!live()&&field(e.target))s=null},true)})()`;
