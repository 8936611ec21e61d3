// Issue 27: "Ver a conta detalhada" shows the arithmetic the result really used. The issue's
// example (20 bebem, 5 não bebem, 3 crianças, 5 h, quente, médio, 350 ml) read
// "20 pessoas × 1,9 L = 37,95 L" and "41,75 L" against the headline's 41,7 L.
import { describe, expect, it } from "vitest";
import { calculateParty } from "~/calculators/party-festa";
import { litres } from "~/lib/seo/previews/core";
import { partyArithmetic } from "./party-arithmetic";

const example = calculateParty({
  drinkers: 20,
  nonDrinkers: 5,
  children: 3,
  hours: 5,
  weather: "quente",
  profile: "moderado",
  containerMl: 350,
});

describe("festa: a conta detalhada", () => {
  const lines = partyArithmetic(example);

  it("o exemplo do issue, linha a linha, com parênteses e os valores sem arredondar", () => {
    expect(lines).toEqual([
      "Cerveja por pessoa que bebe: (0,35 L × 4 h + 0,25 L × 1 h) × 1 (perfil médio) × 1,15 (clima quente) = 1,8975 L",
      "Para o grupo: 20 pessoas × 1,8975 L = 37,95 L",
      "Com 10% de margem: 37,95 L + 3,795 L = 41,745 L ≈ 41,7 L",
      "Em latas de 350 ml: 41,745 L ÷ 0,35 L ≈ 119,27, arredondado para cima: 120 latas",
      "Sem álcool: (5 × 0,3 L para adultos que não bebem + 3 × 0,2 L para crianças + 20 × 0,15 L para quem bebe cerveja) × 5 h × 1,15 (clima quente) = 29,325 L ≈ 29,3 L",
      "Gelo: (41,745 L + 29,325 L) ÷ 2 L por kg = 35,535 kg, arredondado para cima: 36 kg",
    ]);
  });

  it("termina no número do destaque (41,7 L), e cada conta fecha", () => {
    expect(litres(example.beerLitres)).toBe("41,7 L");
    expect(lines[2]).toMatch(/≈ 41,7 L$/);
    expect(lines.join("\n")).not.toContain("1,9 L");
    expect(lines.join("\n")).not.toContain("41,75");
    // 20 × 1,8975 = 37,95 and 37,95 + 3,795 = 41,745: the printed operands give the printed results.
    expect(20 * 1.8975).toBeCloseTo(37.95, 9);
    expect(37.95 + 3.795).toBeCloseTo(41.745, 9);
  });

  it("até 4 horas, um só termo; uma divisão exata não leva '≈'", () => {
    const short = partyArithmetic(
      calculateParty({
        drinkers: 10,
        nonDrinkers: 0,
        children: 0,
        hours: 4,
        weather: "ameno",
        profile: "moderado",
        containerMl: 350,
      }),
    );
    expect(short[0]).toBe("Cerveja por pessoa que bebe: (0,35 L × 4 h) × 1 (perfil médio) × 1 (clima ameno) = 1,4 L");
    expect(short[2]).toBe("Com 10% de margem: 14 L + 1,4 L = 15,4 L");
    expect(short[3]).toBe("Em latas de 350 ml: 15,4 L ÷ 0,35 L = 44 latas");
  });
});
