import type { AxiosInstance } from 'axios';
import type { VideoTutorial } from '@codex/domain';

/** A video tutorial (spec section 3), with the address of its media file when the library holds one. */
export type TutorialVideo = VideoTutorial;

export async function fetchTutorialVideos(http: AxiosInstance): Promise<TutorialVideo[]> {
  return (await http.get<TutorialVideo[]>('/api/documents/videos/tutorial')).data;
}
