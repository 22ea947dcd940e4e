import type { Context } from 'hono';
import { API_HEADERS } from '../../core/apiConventions.ts';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import { passwordProblem, passwordProblemText, type PasswordOwner } from '../auth/passwordRule.ts';
import { HttpError } from '../errors/httpError.ts';
import { messageLanguage, type UiLanguage } from '../i18n/ruleMessages.ts';

type Texts = Record<UiLanguage, string>;

/** The user-management messages in the console's languages; `{name}` placeholders are filled in. */
const MESSAGES = {
  notFound: { en: 'User not found', es: 'Usuario no encontrado', zh: '找不到该用户' },
  emailInvalid: {
    en: 'Enter a valid e-mail address.',
    es: 'Introduce una dirección de correo electrónico válida.',
    zh: '请输入有效的电子邮件地址。',
  },
  emailTaken: {
    en: 'A user with this e-mail already exists.',
    es: 'Ya existe un usuario con este correo electrónico.',
    zh: '已存在使用此电子邮件的用户。',
  },
  nameLength: {
    en: 'The name must be 1 to {max} characters.',
    es: 'El nombre debe tener entre 1 y {max} caracteres.',
    zh: '名称必须为 1 到 {max} 个字符。',
  },
  passwordText: {
    en: 'The password must be text of at most {max} characters.',
    es: 'La contraseña debe ser un texto de como máximo {max} caracteres.',
    zh: '密码必须是不超过 {max} 个字符的文本。',
  },
  lastAdmin: {
    en: 'A company needs at least one admin.',
    es: 'Una empresa necesita al menos un administrador.',
    zh: '每个公司至少需要一名管理员。',
  },
  lastAdminDemote: {
    en: 'A company needs at least one admin: make another user an admin first.',
    es: 'Una empresa necesita al menos un administrador: haz primero administrador a otro usuario.',
    zh: '每个公司至少需要一名管理员：请先将其他用户设为管理员。',
  },
  roleInvalid: {
    en: 'The role must be one of: admin, editor, author, translator, viewer.',
    es: 'El rol debe ser uno de: admin, editor, author, translator, viewer.',
    zh: '角色必须是以下之一：admin、editor、author、translator、viewer。',
  },
  kindsInvalid: {
    en: 'Kinds must be a non-empty list of kind ids without repeats, or null for every kind.',
    es: 'Los tipos deben ser una lista no vacía de identificadores de tipo sin repeticiones, o null para todos los tipos.',
    zh: '类型必须是不重复的非空类型标识列表，或为 null 表示所有类型。',
  },
  kindUnknown: {
    en: 'There is no kind "{kind}" (the kinds are: {kinds}).',
    es: 'No existe el tipo "{kind}" (los tipos son: {kinds}).',
    zh: '不存在类型"{kind}"（可用类型：{kinds}）。',
  },
  languagesInvalid: {
    en: 'Languages must be a non-empty list of language codes without repeats, or null for every language.',
    es: 'Los idiomas deben ser una lista no vacía de códigos de idioma sin repeticiones, o null para todos los idiomas.',
    zh: '语言必须是不重复的非空语言代码列表，或为 null 表示所有语言。',
  },
  languageUnknown: {
    en: 'The language "{code}" is not one this company translates into ({languages}).',
    es: 'El idioma "{code}" no es uno de los idiomas a los que traduce esta empresa ({languages}).',
    zh: '语言"{code}"不是本公司翻译的目标语言（{languages}）。',
  },
  languagesTranslatorOnly: {
    en: 'Only translators are limited to languages: leave the languages out for this role.',
    es: 'Solo los traductores se limitan a idiomas: no indiques idiomas para este rol.',
    zh: '只有译者才能限定语言：此角色请不要指定语言。',
  },
  removeSelf: {
    en: 'You cannot remove yourself; another admin can.',
    es: 'No puedes eliminarte a ti mismo; otro administrador puede hacerlo.',
    zh: '您不能删除自己；请由其他管理员操作。',
  },
  linkInvalid: {
    en: 'This link is unknown, already used or expired. Ask an admin for a new one.',
    es: 'Este enlace es desconocido, ya se ha usado o ha caducado. Pide uno nuevo a un administrador.',
    zh: '此链接无效、已被使用或已过期。请向管理员索取新链接。',
  },
} satisfies Record<string, Texts>;

/** One user-management message id. */
export type UserMessageId = keyof typeof MESSAGES;

/** Message texts in the caller's interface language (`accept-language`, else `x-language-code`, else English). */
export interface UserMessages {
  text(id: UserMessageId, values?: Record<string, string | number>): string;
  /** A refusal with this status; with a field, also `errors: [{ field, message }]` for the form. */
  refuse(status: 400 | 403 | 404 | 409, id: UserMessageId, field?: string, values?: Record<string, string | number>): HttpError;
  /** Why a password breaks the password rule for its owner, in the language, or undefined when it is acceptable. */
  passwordProblem(password: string, owner?: PasswordOwner): string | undefined;
}

/** The messages of one request. */
export function userMessages(c: Context): UserMessages {
  const lang = messageLanguage(c.req.header('accept-language'), c.req.header(API_HEADERS.language));
  const text = (id: UserMessageId, values: Record<string, string | number> = {}) => fillPlaceholders(MESSAGES[id][lang], values);
  return {
    text,
    refuse(status, id, field, values) {
      const message = text(id, values);
      return new HttpError(status, message, field ? { errors: [{ field, message }] } : {});
    },
    passwordProblem(password, owner) {
      const problem = passwordProblem(password, owner);
      return problem && passwordProblemText(problem, lang);
    },
  };
}
