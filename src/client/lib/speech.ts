/**
 * Reading text aloud with the Web Speech API. Every function is safe to call where speech is
 * missing (older browsers, some webviews, tests): they then do nothing.
 */

export interface SpeakOptions {
  /** 0.1 to 10; 1 is the voice's normal pace. */
  rate?: number;
  /** 0 to 1. */
  volume?: number;
  /** Called once when the reading ends, is stopped, or fails. */
  onEnd?: () => void;
}

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  if (!('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') {
    return null;
  }
  return window.speechSynthesis;
}

export function canSpeak(): boolean {
  return synthesis() !== null;
}

/** Splits text after each sentence's full stop, question or exclamation mark. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((part) => part.trim()).filter(Boolean);
}

/**
 * Reads `text` aloud, first stopping anything already being read. Each sentence is queued as
 * its own utterance: Chrome silently cuts off a single utterance after about 15 seconds.
 */
export function speak(text: string, { rate, volume, onEnd }: SpeakOptions = {}): void {
  const speech = synthesis();
  const sentences = sentencesOf(text);
  if (!speech || sentences.length === 0) {
    onEnd?.();
    return;
  }
  speech.cancel();
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    onEnd?.();
  };
  sentences.forEach((sentence, index) => {
    const utterance = new SpeechSynthesisUtterance(sentence);
    if (rate !== undefined) utterance.rate = rate;
    if (volume !== undefined) utterance.volume = volume;
    utterance.onerror = finish;
    if (index === sentences.length - 1) utterance.onend = finish;
    speech.speak(utterance);
  });
}

export function stopSpeaking(): void {
  synthesis()?.cancel();
}
