import {
  BookOpen,
  ChartColumn,
  Beer,
  FileText,
  Hop,
  Newspaper,
  PartyPopper,
  Percent,
  Scale,
  ShieldCheck,
  User,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/lib/navigation";

const icons: Record<IconName, LucideIcon> = {
  beer: Beer,
  scale: Scale,
  party: PartyPopper,
  user: User,
  hop: Hop,
  percent: Percent,
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
