import { atomicBuildPart } from "./atomic-build";
import { backupLivePart } from "./backup-live";
import { backupsPart } from "./backups";
import { challengePart } from "./challenge";
import { contention } from "./contention";
import { deployRecipesPart } from "./deploy-recipes";
import { durability } from "./durability";
import { edgesPart } from "./edges";
import { faultsPart } from "./faults";
import { fuzzPart } from "./fuzz";
import { headersPart } from "./headers";
import { roomsPart } from "./rooms";
import { roomsBrowserPart } from "./rooms-browser";
import { scalePart } from "./scale";
import type { ProvePart } from "./types";
import { upgradePart } from "./upgrade";
import { upgradeFromOldPart } from "./upgrade-from-old";
import { upgradeLivePart } from "./upgrade-live";

/**
 * The parts `npm run prove` runs, in order. Each lives in its own file in this folder and
 * exports a ProvePart.
 */
export const PARTS: readonly ProvePart[] = [
  fuzzPart,
  faultsPart,
  headersPart,
  edgesPart,
  contention,
  durability,
  scalePart,
  challengePart,
  roomsPart,
  roomsBrowserPart,
  backupsPart,
  backupLivePart,
  atomicBuildPart,
  upgradePart,
  upgradeLivePart,
  upgradeFromOldPart,
  deployRecipesPart,
];
