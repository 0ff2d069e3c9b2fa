import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_VIDEO } from '../../content/home';
import { youtubeEmbedUrl } from '../../lib/media';

/**
 * The product video behind a click-to-play poster: nothing from YouTube loads and nothing
 * autoplays until the visitor asks for it.
 */
export function ProductVideo() {
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <section className="section section--navy" aria-labelledby="product-video-h">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">See it move</p>
          <h2 id="product-video-h">The Articulate 8 in action</h2>
        </div>
        <ul className="video-tabs" aria-label="Videos">
          <li>
            <span className="video-tabs__tab is-active" aria-current="true">
              Product Video
            </span>
          </li>
          <li>
            <Link to="/videos" className="video-tabs__tab">
              More Videos
            </Link>
          </li>
        </ul>
        <div className="product-video">
          {isPlaying ? (
            <iframe
              src={youtubeEmbedUrl(PRODUCT_VIDEO.youtubeId)}
              title={PRODUCT_VIDEO.title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              loading="lazy"
            />
          ) : (
            <button
              type="button"
              className="product-video__poster"
              onClick={() => setIsPlaying(true)}
              aria-label={`Play video: ${PRODUCT_VIDEO.title}`}
            >
              <img src="/images/demo/video-1.svg" alt="" width={1200} height={675} />
              <span className="product-video__play" aria-hidden="true">
                <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
