import type { FixedVideoEntry } from '../fixed-video-entry';

/** The fixed video entry as a card; the poster is a local illustration, nothing loads remotely. */
export function VideoEntryCard({ entry }: { entry: FixedVideoEntry }) {
  return (
    <article className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
      <div className="relative flex min-h-48 items-center justify-center bg-gradient-to-br from-brand-600 to-brand-700 p-6">
        <img
          src="/images/pages/globe.svg"
          alt=""
          width={200}
          height={160}
          className="h-36 w-auto drop-shadow-lg sm:h-44"
        />
        <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          Video
        </span>
      </div>
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <h3 className="text-xl font-semibold tracking-tight text-balance text-ink sm:text-2xl">
          {entry.title}
        </h3>
        <p className="leading-relaxed text-slate-600">{entry.desc}</p>
      </div>
    </article>
  );
}
