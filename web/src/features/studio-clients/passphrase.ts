// Studio only: the word list (13 KB) never reaches a public page's bundle.
import { wordlist } from "@scure/bip39/wordlists/english.js";

/** Words in a generated passphrase: 4 of BIP-39's 2,048 are 44 bits, far past any guessing the limits allow. */
const WORDS = 4;

/**
 * A passphrase of common English words joined by hyphens ("orbit-velvet-canyon-ripple"), easy
 * to read out and type on a phone. BIP-39's list (@scure/bip39, audited) is chosen for that:
 * short, common words, no two alike in their first four letters. Each word is drawn with the
 * browser's cryptographic randomness; 2,048 is 2^11, so the low 11 bits of a random 16-bit
 * number pick a word with no bias.
 */
export function generatePassphrase(random: (count: number) => Uint16Array = randomWords): string {
  return Array.from(random(WORDS), (value) => wordlist[value & (wordlist.length - 1)]!).join("-");
}

function randomWords(count: number): Uint16Array {
  return crypto.getRandomValues(new Uint16Array(count));
}
