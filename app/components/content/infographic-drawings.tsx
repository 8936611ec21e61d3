import type { ComponentType } from "react";
import { BrewingProcess, ProcessTable } from "~/components/infographics/brewing-process";
import { ColorScale, ColorTable } from "~/components/infographics/color-scale";
import { Glassware, GlasswareTable } from "~/components/infographics/glassware";
import { InfographicSection } from "~/components/infographics/infographic-section";
import { TemperatureChart, TemperatureTable } from "~/components/infographics/temperature-chart";
import { INFOGRAPHICS } from "~/content/infographics/catalog";

/** Drawing and data table of each static infographic, by anchor. */
const PARTS: Record<string, { Figure: ComponentType; Table: ComponentType }> = {
  "escala-de-cor": { Figure: ColorScale, Table: ColorTable },
  copos: { Figure: Glassware, Table: GlasswareTable },
  temperatura: { Figure: TemperatureChart, Table: TemperatureTable },
  processo: { Figure: BrewingProcess, Table: ProcessTable },
};

/**
 * The infographics that need no script (drawings, tables in <details>, links): /infograficos
 * loads this module as a server island (server-island.tsx), so their drawing code and data
 * reach the browser only in the server's HTML.
 */
export default function InfographicDrawings() {
  return INFOGRAPHICS.map((info) => {
    const parts = PARTS[info.id];
    if (!parts) return null;
    return (
      <InfographicSection key={info.id} meta={info} table={<parts.Table />}>
        <parts.Figure />
      </InfographicSection>
    );
  });
}
