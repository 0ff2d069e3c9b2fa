import { youtubeEmbedUrl } from '@manovo/api/domain';
import { useEffect, useRef, useState } from 'react';
import './pauseable-video.css';

type Props = {
  title: string;
  poster: string;
  /** Accessible description of the poster image. */
  label?: string;
  youtubeId?: string | null;
  srcUrl?: string | null;
  /** Start playing at once (muted); reduced-motion users start paused. */
  autoPlay?: boolean;
  /** The control's words in the page's language (English by default). */
  words?: { play: string; pause: string };
  /** The language of `title` where it is not the page's (a video's stored English title). */
  titleLang?: string;
};

const ENGLISH_WORDS = { play: 'Play video', pause: 'Pause video' };

/**
 * A muted looping video with a visible pause control (WCAG 2.2.2). YouTube sits behind a facade (the
 * local poster and a play button) and loads only when the visitor plays it, in a privacy-enhanced frame
 * that then autoplays; pausing unloads the frame, so nothing keeps moving. An own video file autoplays
 * once the page is live. The server and the first browser render agree: nothing plays yet.
 */
export function PauseableVideo({
  title,
  poster,
  label,
  youtubeId,
  srcUrl,
  autoPlay = false,
  words = ENGLISH_WORDS,
  titleLang,
}: Props) {
  const [isPlaying, setIsPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const isOwnFile = Boolean(srcUrl && !youtubeId);

  // A new source starts in the page's default state; reduced-motion users start paused.
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    setIsPlaying(autoPlay && isOwnFile && !reduce);
  }, [autoPlay, isOwnFile]);

  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    if (isPlaying) v.play().catch(() => setIsPlaying(false));
    else v.pause();
  }, [isPlaying]);

  const toggle = (
    <button type="button" className="pvideo__toggle" onClick={() => setIsPlaying((p) => !p)}>
      {isPlaying ? words.pause : words.play}
    </button>
  );

  if (srcUrl && isOwnFile) {
    return (
      <div className="pvideo">
        <video
          ref={videoRef}
          className="pvideo__media"
          src={srcUrl}
          poster={poster}
          // Nothing is fetched until it plays: the poster stands for it on a page that may never play it.
          preload="none"
          muted
          loop
          playsInline
          autoPlay={isPlaying}
          aria-label={title}
          lang={titleLang}
        />
        {toggle}
      </div>
    );
  }

  return (
    <div className="pvideo">
      {isPlaying && youtubeId ? (
        <iframe
          className="pvideo__media"
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          lang={titleLang}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="pvideo__poster"
          onClick={() => setIsPlaying(true)}
          aria-label={`${words.play}: ${title}`}
        >
          <img src={poster} alt={label ?? ''} width={1200} height={675} />
          <span className="pvideo__play" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </button>
      )}
      {isPlaying && toggle}
    </div>
  );
}
