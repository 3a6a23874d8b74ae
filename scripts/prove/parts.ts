import { contention } from "./contention";
import { durability } from "./durability";
import { faultsPart } from "./faults";
import { fuzzPart } from "./fuzz";
import { headersPart } from "./headers";
import type { ProvePart } from "./types";

/**
 * The parts `npm run prove` runs, in order. Each lives in its own file in this folder and
 * exports a ProvePart.
 */
export const PARTS: readonly ProvePart[] = [fuzzPart, faultsPart, headersPart, contention, durability];
