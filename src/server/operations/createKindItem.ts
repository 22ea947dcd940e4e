import type { ResolvedKind } from '../../core/defineKind.ts';
import type { ContentLanguage } from '../http/contentLanguage.ts';
import type { WireItem } from '../items/itemStore.ts';
import { refuseCreateIn } from '../translations/translateItem.ts';
import type { ItemWriter } from './createItemWriter.ts';
import type { WithBody } from './withBody.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a create call asks: a new item of `kind`, in the request's content language, from its body. */
export interface CreateKindItemCommand {
  kind: ResolvedKind;
  content: ContentLanguage;
  body: WithBody;
}

/** Creates an item through the one write path; only the base language creates (a translation needs its item), refused before the body is read. */
export function createKindItem(writer: ItemWriter, caller: WriteCaller, { kind, content, body }: CreateKindItemCommand): Promise<WireItem> {
  if (!content.isBase) refuseCreateIn(content);
  return body((doc) => writer.create(caller, kind, doc));
}
