import { PRODUCT_VIDEO } from '@manovo/content/home';
import { Link } from '../../lib/router';
import { PauseableVideo } from '../videos/pauseable-video';

/**
 * The product video: the site's own overview clip (muted, looping), showing its poster until the
 * visitor plays it; once playing it has the pause control of every video (WCAG 2.2.2).
 */
export function ProductVideo() {
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
        <PauseableVideo
          title={PRODUCT_VIDEO.title}
          label={PRODUCT_VIDEO.label}
          poster={PRODUCT_VIDEO.poster}
          srcUrl={PRODUCT_VIDEO.src}
        />
      </div>
    </section>
  );
}
