// D19's figures, apart from the model so "Como calculamos" (a server island, its own chunk) reads
// them without pulling the whole plan into a chunk shared with other pages (npm run size).
export const MEAT_GRAMS_BASE = 400;
export const MEAT_GRAMS_PER_HOUR_AFTER = 50;
export const MEAT_GRAMS_MAX = 600;
export const MEAT_BASE_HOURS = 4;
export const CHILD_SHARE = 0.5;
export const CHARCOAL_KG_PER_KG_OF_MEAT = 1;
export const CHARCOAL_BAG_KG = 5;
export const GARLIC_BREAD_PER_ADULT = 1;
export const GARLIC_BREAD_PACK = 5;
/** Estado de Minas (Degusta, 2025): 150 g of sides per person, which we split 50 g farofa + 100 g vinagrete. */
export const FAROFA_GRAMS_PER_ADULT = 50;
export const VINAGRETE_GRAMS_PER_ADULT = 100;
export const SIDES_SOURCE =
  "Estado de Minas (Degusta, abril de 2025), “Quanto de carne comprar para o churrasco? Veja o cálculo ideal”: 150 g de acompanhamentos por pessoa";

/** The month of party-plan.ts's reference prices: our estimates of a São Paulo supermarket's shelf price (docs/decisions/0038). */
export const REFERENCE_MONTH = "nov/2026";
