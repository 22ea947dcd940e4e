import { createRequire } from 'node:module';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 10;

/** Why a password is refused: one id per rule, each with a sentence in every UI language. */
export type PasswordProblem = 'tooShort' | 'fewClasses' | 'common' | 'commonBase' | 'repeated' | 'sequence' | 'personal';

/** Whose password it is: a password that contains their e-mail's name or their own name is refused. */
export interface PasswordOwner {
  email?: string;
  name?: string;
}

const TEXTS: Record<PasswordProblem, Record<UiLanguage, string>> = {
  tooShort: {
    en: 'The password must be at least {min} characters long.',
    es: 'La contraseña debe tener al menos {min} caracteres.',
    zh: '密码长度至少为 {min} 个字符。',
  },
  fewClasses: {
    en: 'The password must mix at least two of: lower case, upper case, digits, symbols.',
    es: 'La contraseña debe combinar al menos dos de: minúsculas, mayúsculas, dígitos, símbolos.',
    zh: '密码必须至少包含以下两类：小写字母、大写字母、数字、符号。',
  },
  common: {
    en: 'This password is one of the most commonly used passwords, the first ones tried by anyone guessing. Choose another.',
    es: 'Esta contraseña es una de las más usadas, las primeras que prueba quien intenta adivinarla. Elige otra.',
    zh: '此密码是最常用的密码之一，猜测者最先尝试的就是这些。请另选一个。',
  },
  commonBase: {
    en: 'This password is a common password with digits or symbols added, which guessers try early. Choose another.',
    es: 'Esta contraseña es una contraseña común con dígitos o símbolos añadidos, que se prueban pronto al adivinar. Elige otra.',
    zh: '此密码是在常用密码前后加上数字或符号，猜测者很早就会尝试。请另选一个。',
  },
  repeated: {
    en: 'The password repeats too few different characters. Choose one with more variety.',
    es: 'La contraseña repite muy pocos caracteres distintos. Elige una más variada.',
    zh: '密码中不同的字符太少。请选择变化更多的密码。',
  },
  sequence: {
    en: 'The password is a simple sequence (like abcdef, 123456 or qwerty). Choose another.',
    es: 'La contraseña es una secuencia simple (como abcdef, 123456 o qwerty). Elige otra.',
    zh: '密码是简单的序列（如 abcdef、123456 或 qwerty）。请另选一个。',
  },
  personal: {
    en: 'The password must not contain the user\'s e-mail address or name.',
    es: 'La contraseña no debe contener la dirección de correo electrónico ni el nombre del usuario.',
    zh: '密码不得包含用户的电子邮件地址或姓名。',
  },
};

// Fewer different characters than this is a repeated pattern (aaaaaaaaa1, abababab12).
const MIN_DIFFERENT = 5;
// Runs along these count as sequences, forwards or backwards, besides runs of consecutive characters.
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qwertzuiop', 'azertyuiop'];

// The ~49,000 most common passwords of breach corpora (zxcvbn's ranked list, lower case), loaded on
// the first check only: 45 ms and 8 MB that a server which never sets a password does not pay.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as { dictionary: Record<'passwords-common', string[]> };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** Whether every step of `text` moves one place the same way, by character code or along a keyboard row. */
function isSequence(text: string): boolean {
  if (text.length < 3) return false;
  const codes = [...text].map((ch) => ch.codePointAt(0)!);
  for (const step of [1, -1]) if (codes.every((c, i) => i === 0 || c - codes[i - 1] === step)) return true;
  return KEYBOARD_ROWS.some((row) => row.includes(text) || [...row].reverse().join('').includes(text));
}

/**
 * Which rule a new password breaks, or undefined when it is acceptable. Wherever a password is set
 * (a new user, a reset, the set-password link, the admin CLI, the seed) this is the one rule:
 * at least 10 characters of two kinds; not among the ~49,000 most common passwords, nor one of them
 * with digits or symbols put before or after (Password12, password!!); not mostly one repeated
 * character (aaaaaaaaa1) nor a sequence (abcdefghij, 0987654321, qwertyuiop, with or without
 * such an ending); not containing the user's e-mail name or their name.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const lower = password.normalize('NFKC').toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return 'common';
  if (new Set(lower).size < MIN_DIFFERENT) return 'repeated';
  // The part between what is put before and after: the word a guesser tries with 1, 123, ! and ! appended.
  const base = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (isSequence(lower) || isSequence(base) || isSequence(lower.replace(/[^\p{L}\p{N}]+$/u, ''))) return 'sequence';
  if (base.length >= 3 && base !== lower && list.has(base)) return 'commonBase';
  const personal = [owner.email?.trim().toLowerCase().split('@')[0], ...(owner.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)]
    .filter((word): word is string => !!word && word.length >= 3);
  if (personal.some((word) => lower.includes(word))) return 'personal';
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password)).length;
  if (classes < 2) return 'fewClasses';
  return undefined;
}

/** The sentence for a broken password rule, in a UI language. */
export function passwordProblemText(problem: PasswordProblem, lang: UiLanguage): string {
  return fillPlaceholders(TEXTS[problem][lang], { min: MIN_PASSWORD_LENGTH });
}
