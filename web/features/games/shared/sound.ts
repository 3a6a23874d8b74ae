let context: AudioContext | null = null;

/**
 * A short sine tone through Web Audio. Sound is a nicety: where audio is missing or blocked the
 * game carries on silently.
 */
export function playTone(frequency: number, durationMs: number): void {
  try {
    if (typeof AudioContext === "undefined") return;
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume();
    const now = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    // A quick fade in and out avoids clicks.
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + durationMs / 1000);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + durationMs / 1000 + 0.05);
  } catch {
    // No audio on this device.
  }
}
