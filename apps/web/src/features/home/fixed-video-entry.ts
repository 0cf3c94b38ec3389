/** The promotional entry that always opens the home carousel (SPEC §3), before any articles. */
export interface FixedVideoEntry {
  _id: string;
  type: 'video';
  title: string;
  desc: string;
}

export const FIXED_VIDEO_ENTRY: FixedVideoEntry = {
  _id: 'fixed-video-entry',
  type: 'video',
  title: 'Today We Start - Join the Global Movement',
  desc: 'Launching this year, join the social network that will change the world. Collaborate on pressing issues and enrich your knowledge of the world.',
};
