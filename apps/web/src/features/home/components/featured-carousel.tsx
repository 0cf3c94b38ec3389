import { FIXED_VIDEO_ENTRY } from '../fixed-video-entry';
import { VideoEntryCard } from './video-entry-card';

/** The home carousel; for now it holds only the fixed video entry, articles follow it later. */
export function FeaturedCarousel() {
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured" className="sr-only">
        Featured
      </h2>
      <VideoEntryCard entry={FIXED_VIDEO_ENTRY} />
    </section>
  );
}
