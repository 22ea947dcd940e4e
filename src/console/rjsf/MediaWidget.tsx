import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { MediaType } from '../../core/apiConventions.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { MediaFilled } from './MediaFilled.tsx';
import { MediaEmpty } from './MediaEmpty.tsx';

/**
 * A media picker for `ui:widget: "image" | "audio" | "video"`: the empty state (MediaEmpty: drop zone,
 * upload) or the filled one (MediaFilled: picture or player, Edit). Edit clears the field and reopens
 * the picker; the file it held is kept to put back. The form stores the server's file name.
 * `ui:options.dimensions` ("800x450") is the field's size (§9).
 */
function MediaPicker({ type, id, value, onChange, disabled, readonly, options, label }: WidgetProps & { type: MediaType }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [previous, setPrevious] = useState<string | undefined>(undefined);
  const [fresh, setFresh] = useState<string | undefined>(undefined);
  const [reopen, setReopen] = useState(false);
  const dimensions = typeof options.dimensions === 'string' ? options.dimensions : undefined;

  // The picker only exists once the value is cleared, so open it after that render.
  useEffect(() => {
    if (reopen && !value) { input.current?.click(); setReopen(false); }
  }, [reopen, value]);

  if (value) {
    return <MediaFilled type={type} file={String(value)} label={label || ''} disabled={disabled} readonly={readonly} dimensions={dimensions}
      fresh={fresh === String(value)}
      onEdit={() => { setPrevious(String(value)); setFresh(undefined); onChange(undefined); setReopen(true); }} />;
  }
  // A reader's form: no drop zone inviting a file they may not upload.
  if (readonly) return <p id={id} className="media-widget__none">{t('media.none')}</p>;
  return <MediaEmpty type={type} id={id} label={label} disabled={disabled} dimensions={dimensions} previous={previous} inputRef={input}
    onStored={(file, isFresh) => { setPrevious(undefined); setFresh(isFresh ? file : undefined); onChange(file); }}
    onKeep={() => { const keep = previous; setPrevious(undefined); onChange(keep); }} />;
}

/** `ui:widget: "image"`: JPEG pictures under 2 MB. */
export function ImageWidget(props: WidgetProps) { return <MediaPicker {...props} type="image" />; }

/** `ui:widget: "audio"`: MP3, M4A or OGG. */
export function AudioWidget(props: WidgetProps) { return <MediaPicker {...props} type="audio" />; }

/** `ui:widget: "video"`: MP4 or WebM. */
export function VideoWidget(props: WidgetProps) { return <MediaPicker {...props} type="video" />; }
