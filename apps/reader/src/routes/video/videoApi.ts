import type { AxiosInstance } from 'axios';
import type { VideoTutorial } from '@codex/domain';

/**
 * A video tutorial (spec section 3), with the address of its media when the server has one. The API's answer has no
 * such address yet, so the page says the video is unavailable.
 */
export type TutorialVideo = VideoTutorial & { url?: string | null };

export async function fetchTutorialVideos(http: AxiosInstance): Promise<TutorialVideo[]> {
  return (await http.get<TutorialVideo[]>('/api/documents/videos/tutorial')).data;
}
