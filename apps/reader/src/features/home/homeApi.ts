import type { AxiosInstance } from 'axios';
import type { UserSubscription } from '../session/sessionApi.js';

/**
 * The home dashboard's and the subscriber's own lists (spec "reading experience", section 7 "Home and lists").
 * Each function takes the HTTP client, so tests hand in one with a fake adapter.
 */

/** Card document (spec section 3); dashboard entries also carry trackingSinceDate. */
export interface CardDocument {
  contentCode: string;
  documentType: string;
  publisherCode: string;
  status: string;
  designationNo: string;
  documentTitle: string;
  lastUpdateDate: string | null;
  publishDate: string | null;
  publishedOnlineDate: string | null;
  trackingSinceDate?: string | null;
  /** What the catalogue import found changed, newest first (tracked and recently updated documents). */
  changes?: { kind: string; summary: string; detectedAt: string }[];
}

export async function fetchAccessedDocuments(http: AxiosInstance): Promise<CardDocument[]> {
  return (await http.get<CardDocument[]>('/api/accessed-documents/current-user')).data;
}

export async function fetchTrackedDocuments(http: AxiosInstance): Promise<{ count: number; result: CardDocument[] }> {
  return (await http.get<{ count: number; result: CardDocument[] }>('/api/tracked-documents/current-user')).data;
}

export async function fetchUpdatedDocuments(http: AxiosInstance): Promise<CardDocument[]> {
  return (await http.get<CardDocument[]>('/api/updated-documents/current-user')).data;
}

/** A favorite: the document it points at, and the content-favorite id that removes it. */
export interface FavoriteEntry {
  id: number;
  document: CardDocument & { assetId?: string | null };
}

export interface FavoritePage {
  totalCount: number;
  list: FavoriteEntry[];
}

export type FavoriteSort = 'document.documentTitle,asc' | 'document.documentTitle,desc';

/**
 * GET api/favorite-documents/current-user?page&size&sort: the home tab asks for the first 6; the favorites page pages
 * through. The answer is the page's entries; the total comes in the x-total-count header.
 */
export async function fetchFavoriteDocuments(http: AxiosInstance, query: { page: number; size: number; sort?: FavoriteSort }): Promise<FavoritePage> {
  const response = await http.get<FavoriteEntry[]>('/api/favorite-documents/current-user', { params: query });
  const total = Number(response.headers['x-total-count']);
  return { list: response.data, totalCount: Number.isFinite(total) ? total : response.data.length };
}

/** PUT api/favorite-documents: removes one favorite. */
export async function removeFavorite(http: AxiosInstance, id: number): Promise<void> {
  await http.put('/api/favorite-documents', { id });
}

/** Shared standard (spec section 3). */
export interface SharedStandard {
  contentCode: string;
  designationNo: string;
  documentTitle: string;
  email: string;
  sharedByFirstName: string;
  sharedByLastName: string;
}

/** Shared publication (spec section 3). */
export interface SharedPublication {
  document: { contentCode: string; publisherName: string; documentTitle: string };
  sharedByUserAccount: { user: { firstName: string; lastName: string; email?: string | null } };
}

export interface SharedPage<T> {
  totalCount: number;
  list: T[];
}

/** GET api/shared-documents/current-user/STANDARD/?page&size: pages count from 1 here (the spec's rule). */
export async function fetchSharedStandards(http: AxiosInstance, zeroBasedPage: number, size: number): Promise<SharedPage<SharedStandard>> {
  return (await http.get<SharedPage<SharedStandard>>('/api/shared-documents/current-user/STANDARD/', { params: { page: zeroBasedPage + 1, size } })).data;
}

/** GET api/shared-documents/current-user/PUBLICATION/?page&size: pages count from 0. */
export async function fetchSharedPublications(http: AxiosInstance, zeroBasedPage: number, size: number): Promise<SharedPage<SharedPublication>> {
  return (await http.get<SharedPage<SharedPublication>>('/api/shared-documents/current-user/PUBLICATION/', { params: { page: zeroBasedPage, size } })).data;
}

/** Country and state options (spec section 3). */
export interface MetaDataOption {
  id: number;
  code: string;
  value: string;
}

export async function fetchMetaData(http: AxiosInstance, type: 'COUNTRY' | 'STATE'): Promise<MetaDataOption[]> {
  return (await http.get<MetaDataOption[]>(`/api/meta-data/type/${type}`)).data;
}

/** The editable part of the user's account (spec "My account"). */
export interface AccountProfileForm {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  mobile: string;
}

/** PUT api/user-accounts: the state is sent only when the country is the United States, otherwise empty. */
export async function saveUserAccount(http: AxiosInstance, id: number, form: AccountProfileForm): Promise<void> {
  await http.put('/api/user-accounts', { id, ...form, state: form.country === 'US' ? form.state : '' });
}

/** Video (spec section 3), with the address of its media when the server has it. */
export interface TutorialVideo {
  hashed_id: string;
  section: string;
  name: string;
  /** Seconds. */
  duration: number;
  url?: string | null;
}

export async function fetchTutorialVideos(http: AxiosInstance): Promise<TutorialVideo[]> {
  return (await http.get<TutorialVideo[]>('/api/documents/videos/tutorial')).data;
}

/** A collection the server makes MARC records for. */
export interface MarcCollection {
  title: string;
  name: string;
  recordCount: number;
}

export const MARC_FORMATS = ['mrc', 'mrk', 'txt', 'xml'] as const;
export type MarcFormat = (typeof MARC_FORMATS)[number];

export async function fetchMarcCollections(http: AxiosInstance): Promise<MarcCollection[]> {
  return (await http.get<MarcCollection[]>('/api/documents/marc-collections')).data;
}

/** GET /api/user-subscriptions/current-user: the subscriptions tabs of home. */
export async function fetchHomeSubscriptions(http: AxiosInstance): Promise<UserSubscription[]> {
  return (await http.get<UserSubscription[]>('/api/user-subscriptions/current-user')).data;
}

/** GET /api/documents/help-documents: the titles getHelpDocument serves. */
export async function fetchHelpDocumentTitles(http: AxiosInstance): Promise<string[]> {
  return (await http.get<string[]>('/api/documents/help-documents')).data;
}
