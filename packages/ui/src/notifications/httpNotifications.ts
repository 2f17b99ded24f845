import { useEffect, useRef } from 'react';
import type { AxiosInstance } from 'axios';
import { describeHttpError, type FieldErrorDescriptor, type HttpErrorHandler, type NotificationDescriptor } from '@codex/data';
import type { NotifyInput } from './notificationStore.js';
import { useNotificationsContext, type Translate } from './NotificationsContext.js';

/** Dedicated handlers (e.g. 'account-id-not-exist') run instead of a notification. */
export type HttpErrorHandlers = Partial<Record<HttpErrorHandler, (descriptor: NotificationDescriptor, error: unknown) => void>>;

export interface HttpErrorNotifierOptions {
  notify: (input: NotifyInput) => unknown;
  /** Called when the error arrives, so it follows the language the user has at that moment. */
  translate: Translate;
  handlers?: HttpErrorHandlers;
}

function translatedOrUndefined(translate: Translate, key: string): string | undefined {
  const text = translate(key);
  return text === key ? undefined : text;
}

/** The field's translated name: `fields.<objectName>.<field>`, else `fields.<field>`, else the raw field name. */
function fieldName(field: FieldErrorDescriptor, translate: Translate): string {
  return translatedOrUndefined(translate, field.field) ?? translatedOrUndefined(translate, field.fallbackField) ?? field.name;
}

/** Translates a catalogue descriptor into the text of a notification. */
export function notificationFromDescriptor(descriptor: NotificationDescriptor, translate: Translate): NotifyInput {
  const details = descriptor.fieldErrors?.map((field) => `${fieldName(field, translate)}: ${translate(field.messageKey)}`);
  return { type: descriptor.type, message: translate(descriptor.messageKey, descriptor.params), ...(details ? { details } : {}) };
}

/**
 * The `onError` for createHttpClient: shows each descriptor as a notification, or runs its dedicated
 * handler instead (the 'account id not exist' case gets no generic toast).
 */
export function createHttpErrorNotifier({ notify, translate, handlers }: HttpErrorNotifierOptions) {
  return (descriptor: NotificationDescriptor, error: unknown): void => {
    if (descriptor.handler) {
      handlers?.[descriptor.handler]?.(descriptor, error);
      return;
    }
    notify(notificationFromDescriptor(descriptor, translate));
  };
}

/**
 * Connects an existing axios instance (one created without `onError`) to the notifications of the
 * surrounding NotificationsProvider while the component is mounted. Do not combine with `onError`,
 * or every failure is reported twice.
 */
export function useHttpNotifications(http: AxiosInstance, handlers?: HttpErrorHandlers): void {
  const { store, translate } = useNotificationsContext();
  // Read at failure time, so new handler objects on each render do not reconnect the interceptor.
  const latest = useRef({ translate, handlers });
  useEffect(() => {
    latest.current = { translate, handlers };
  });
  useEffect(() => {
    const id = http.interceptors.response.use(undefined, (error: unknown) => {
      const descriptor = describeHttpError(error);
      if (descriptor) createHttpErrorNotifier({ notify: store.notify, ...latest.current })(descriptor, error);
      return Promise.reject(error);
    });
    return () => http.interceptors.response.eject(id);
  }, [http, store]);
}
