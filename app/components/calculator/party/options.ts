// The choices /festa and /por-pessoa offer, with the second line each tile shows (a
// container's hint comes from the one table, calculators/containers.ts).
import {
  CONTAINER_SIZES,
  CONTAINERS,
  PROFILE_HINTS,
  PROFILE_LABELS,
  PROFILES,
  WEATHER_FACTORS,
  WEATHER_LABELS,
  WEATHERS,
} from "~/calculators/party";
import { formatNumber } from "~/lib/format";

export const WEATHER_OPTIONS = WEATHERS.map((w) => ({
  value: w,
  label: WEATHER_LABELS[w],
  hint: `× ${formatNumber(WEATHER_FACTORS[w])}`,
}));

// docs/decisions/0008-party-model.md: each profile says what it means (cans in 4 h), not only its factor.
export const PROFILE_OPTIONS = PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p], hint: PROFILE_HINTS[p] }));

export const CONTAINER_OPTIONS = CONTAINER_SIZES.map((ml) => ({
  value: ml,
  label: CONTAINERS[ml].volume,
  hint: CONTAINERS[ml].hint,
}));
