import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { AccountSession, CompassPoint, UserNote } from '@codex/domain';
import type { DocumentPageMetadata, TenantUiConfig } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useNotify } from '@codex/ui';
import { compassPointsApi, mayAnnotate, type CompassPointSettingsAnswer, type CompassPointValues } from '../../compassPoints/index.js';
import { annotationNamed, annotationsOf, compassPointAnchoring, noteAnchoring, pendingCompassPoint, type Annotation, type DescribedSelection } from './annotations.js';
import { MARKS } from './useAnnotationLayers.js';

export interface DocumentAnnotationsInput {
  http: AxiosInstance;
  metadata: DocumentPageMetadata | null;
  account: AccountSession | null;
  tenantConfig: TenantUiConfig;
  /** The document URL's annotationid. */
  annotationId: string | null;
  /** Content is shown (the entitlement check said yes): only then are the annotations asked for. */
  contentShown: boolean;
}

type Loaded = { status: 'loading' | 'ready' | 'failed'; points: CompassPoint[]; notes: UserNote[] };

/**
 * The document's compass points (the account's active ones) and the caller's notes, the tenant's compass point
 * settings with the document's flags, and the calls that change them. Compass points and notes are for individual
 * users of accounts with compassPointFlag (the server's rule); adding compass points also needs the tenant's
 * enable_compass_points (mayAnnotate).
 */
export function useDocumentAnnotations({ http, metadata, account, tenantConfig, annotationId, contentShown }: DocumentAnnotationsInput) {
  const { t } = useI18n();
  const notify = useNotify();
  const mayView = account?.userType === 'INDIVIDUAL' && account.compassPointFlag === true;
  const mayAddCompassPoint = mayView && mayAnnotate(account, tenantConfig);
  const contentId = metadata?.contentId ?? null;
  const contentCode = metadata?.contentCode ?? null;
  const active = mayView && contentShown && contentId !== null && contentCode !== null;

  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', points: [], notes: [] });
  const [settings, setSettings] = useState<CompassPointSettingsAnswer | null>(null);
  const [justSavedKey, setJustSavedKey] = useState<string | null>(null);
  /** The compass point being saved, drawn from its selection until the server answers (docs/adr/0067). */
  const [pending, setPending] = useState<Annotation | null>(null);
  /** Counts the changes to the document's compass points: the Compass Points tab reloads on it. */
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!active) return;
    let current = true;
    Promise.all([compassPointsApi.documentCompassPoints(http, contentCode!), compassPointsApi.userNotes(http, contentId!)]).then(
      ([points, notes]) => current && setLoaded({ status: 'ready', points, notes }),
      () => current && setLoaded({ status: 'failed', points: [], notes: [] }),
    );
    compassPointsApi.compassPointSettings(http, contentId!).then(
      (answer) => current && setSettings(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active, http, contentCode, contentId]);

  /** The document's compass point flags change with a create, a deactivation or a reactivation. */
  const refreshSettings = useCallback(async () => {
    if (contentId === null) return;
    try {
      setSettings(await compassPointsApi.compassPointSettings(http, contentId));
    } catch {
      // The flags stay as they were; the error catalogue has told the user.
    }
  }, [http, contentId]);

  const saved = useMemo(() => annotationsOf(loaded.points, loaded.notes), [loaded]);
  const annotations = useMemo(() => (pending ? [...saved, pending] : saved), [saved, pending]);
  const target = useMemo(() => annotationNamed(annotations, annotationId), [annotations, annotationId]);

  const createCompassPoint = useCallback(
    async (selection: DescribedSelection, values: CompassPointValues) => {
      if (contentId === null) return;
      performance.mark(MARKS.saveClicked);
      const annotationID = crypto.randomUUID();
      // Drawn at once where it was selected; it goes again if the server refuses it (the dialog then says why).
      const drawnNow = pendingCompassPoint(selection, values.name, annotationID);
      setJustSavedKey(drawnNow.key);
      setPending(drawnNow);
      let point: CompassPoint;
      try {
        point = await compassPointsApi.createCompassPoint(http, { ...values, contentID: contentId, ...compassPointAnchoring(selection, annotationID) });
      } catch (error) {
        setPending(null);
        setJustSavedKey(null);
        throw error;
      }
      performance.mark(MARKS.saved);
      setPending(null);
      setLoaded((state) => ({ ...state, points: [...state.points, point] }));
      setRevision((n) => n + 1);
      notify({ type: 'SUCCESS', message: t('document.annotations.compassPointSaved') });
      void refreshSettings();
    },
    [http, contentId, notify, t, refreshSettings],
  );

  /** A compass point changed elsewhere (edited, deactivated, reactivated): drawn as it is now. */
  const compassPointChanged = useCallback(
    (point: CompassPoint) => {
      setLoaded((state) => {
        const known = state.points.some((p) => p.compassPointID === point.compassPointID);
        return { ...state, points: known ? state.points.map((p) => (p.compassPointID === point.compassPointID ? point : p)) : [...state.points, point] };
      });
      setRevision((n) => n + 1);
      void refreshSettings();
    },
    [refreshSettings],
  );

  /** Compass points were imported (W3C annotations): the document's are loaded again and drawn. */
  const compassPointsImported = useCallback(async () => {
    if (contentCode === null) return;
    try {
      const points = await compassPointsApi.documentCompassPoints(http, contentCode);
      setLoaded((state) => ({ ...state, points }));
    } catch {
      // The highlights stay as they were; the error catalogue has told the user.
    }
    setRevision((n) => n + 1);
    void refreshSettings();
  }, [http, contentCode, refreshSettings]);

  const saveNote = useCallback(
    async (selection: DescribedSelection, text: string) => {
      if (contentId === null) return;
      const note = await compassPointsApi.saveUserNote(http, { contentId, note: text, ...noteAnchoring(selection, crypto.randomUUID()) });
      setJustSavedKey(`note:${note.annotationId}`);
      setLoaded((state) => ({ ...state, notes: [...state.notes, note] }));
      notify({ type: 'SUCCESS', message: t('document.annotations.noteSaved') });
    },
    [http, contentId, notify, t],
  );

  const editNote = useCallback(
    async (note: UserNote, text: string) => {
      const saved = await compassPointsApi.editUserNote(http, { contentId: note.contentId, annotationId: note.annotationId, noteData: note.noteData, note: text });
      setLoaded((state) => ({ ...state, notes: state.notes.map((n) => (n.annotationId === saved.annotationId ? saved : n)) }));
      notify({ type: 'SUCCESS', message: t('document.annotations.noteSaved') });
    },
    [http, notify, t],
  );

  const deleteNote = useCallback(
    async (note: UserNote) => {
      await compassPointsApi.deleteUserNote(http, note.contentId, note.annotationId);
      setLoaded((state) => ({ ...state, notes: state.notes.filter((n) => n.annotationId !== note.annotationId) }));
      notify({ type: 'SUCCESS', message: t('document.annotations.noteDeleted') });
    },
    [http, notify, t],
  );

  const onJustSavedDrawn = useCallback(() => setJustSavedKey(null), []);

  const hasActivatedCompassPoint = settings?.hasActivatedCompassPoint ?? metadata?.hasActivatedCompassPoint ?? false;
  const hasDeactivatedCompassPoint = settings?.hasDeactivatedCompassPoint ?? metadata?.hasDeactivatedCompassPoint ?? false;

  return {
    mayView,
    mayAddCompassPoint,
    mayAddNote: mayView,
    status: active ? loaded.status : ('ready' as const),
    annotations: active ? annotations : [],
    points: loaded.points,
    target: active ? target : null,
    settings,
    hasActivatedCompassPoint,
    hasDeactivatedCompassPoint,
    justSavedKey,
    onJustSavedDrawn,
    revision,
    createCompassPoint,
    compassPointChanged,
    compassPointsImported,
    saveNote,
    editNote,
    deleteNote,
    refreshSettings,
  };
}

export type DocumentAnnotations = ReturnType<typeof useDocumentAnnotations>;
