/** Sensitivity presets per game mode and the downloaded file. */
export const GAME_MODES = ["assault", "sniper", "rusher", "balanced"] as const;
export type GameMode = (typeof GAME_MODES)[number];

export type SensitivityProfile = { general: number; red_dot: number; scope_2x: number; scope_4x: number; awm: number };

export const SENSITIVITY_PRESETS: Readonly<Record<GameMode, Readonly<SensitivityProfile>>> = {
  assault: { general: 70, red_dot: 60, scope_2x: 55, scope_4x: 50, awm: 45 },
  sniper: { general: 50, red_dot: 45, scope_2x: 40, scope_4x: 35, awm: 30 },
  rusher: { general: 90, red_dot: 85, scope_2x: 80, scope_4x: 70, awm: 60 },
  balanced: { general: 65, red_dot: 60, scope_2x: 55, scope_4x: 50, awm: 45 },
};

export const SENSITIVITY_FIELDS: readonly { key: keyof SensitivityProfile; label: string }[] = [
  { key: "general", label: "General" },
  { key: "red_dot", label: "Red Dot" },
  { key: "scope_2x", label: "2x Scope" },
  { key: "scope_4x", label: "4x Scope" },
  { key: "awm", label: "AWM Scope" },
];

export const GAME_MODE_INFO: Readonly<Record<GameMode, { label: string; hint: string }>> = {
  assault: { label: "Assault", hint: "Mid-range fights with ARs" },
  sniper: { label: "Sniper", hint: "Steady long-range aim" },
  rusher: { label: "Rusher", hint: "Fast close-range pushes" },
  balanced: { label: "Balanced", hint: "A bit of everything" },
};

/** The in-game sliders run from 0 to 100. */
export const SENSITIVITY_MAX = 100;

export function sensitivityFileName(mode: GameMode): string {
  return `${mode}-sensitivity.json`;
}

/** The file's contents: the profile, pretty-printed. */
export function sensitivityJson(profile: SensitivityProfile): string {
  return JSON.stringify(profile, null, 2);
}
