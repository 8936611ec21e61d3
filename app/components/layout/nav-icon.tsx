import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import ChartColumn from "lucide-react/icons/chart-column";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Beer from "lucide-react/icons/beer";
import FileText from "lucide-react/icons/file-text";
import Hop from "lucide-react/icons/hop";
import Newspaper from "lucide-react/icons/newspaper";
import PartyPopper from "lucide-react/icons/party-popper";
import Percent from "lucide-react/icons/percent";
import Scale from "lucide-react/icons/scale";
import ShieldCheck from "lucide-react/icons/shield-check";
import User from "lucide-react/icons/user";
import Wallet from "lucide-react/icons/wallet";
import type { IconName } from "~/lib/navigation";

const icons: Record<IconName, LucideIcon> = {
  beer: Beer,
  scale: Scale,
  party: PartyPopper,
  user: User,
  hop: Hop,
  percent: Percent,
  recipe: ClipboardList,
  wallet: Wallet,
  book: BookOpen,
  newspaper: Newspaper,
  chart: ChartColumn,
  file: FileText,
  shield: ShieldCheck,
};

export function NavIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
