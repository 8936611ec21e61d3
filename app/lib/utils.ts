import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names, letting later Tailwind utilities win over earlier ones (class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
