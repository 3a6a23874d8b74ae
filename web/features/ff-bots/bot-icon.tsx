import { Eye, Heart, Info, MessageSquare, type LucideProps } from "lucide-react";
import type { BotIcon as BotIconName } from "../../content/ff-bots";

const ICONS = { heart: Heart, info: Info, message: MessageSquare, eye: Eye } as const;

export function BotIcon({ name, ...props }: { name: BotIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
