import { HowWeCalculateText } from "~/components/calculator/kit/how-we-calculate-text";
import { Faq } from "~/components/calculator/kit/faq";
import { ProfileNote, ResponsibleDrinking } from "~/components/calculator/party/notes";
import { partyFaq, partyHow } from "~/content/calculators/festa";

/**
 * The festa calculator's static text ("Como calculamos", the FAQ, "Beba com moderação" and
 * the note under the profile choice) as a server island (server-island.tsx): in the server's
 * HTML, not in the page's scripts (issue 12.2).
 */
export default function Content({ part }: { part: "how" | "faq" | "responsible" | "profile" }) {
  if (part === "faq") return <Faq items={partyFaq} />;
  if (part === "responsible") return <ResponsibleDrinking />;
  if (part === "profile") return <ProfileNote />;
  return <HowWeCalculateText content={partyHow} />;
}
