import { PRODUCT_VIDEO } from '@manovo/content/home';
import { Section } from '../../components/section';
import { Link } from '../../lib/router';
import { PauseableVideo } from '../videos/pauseable-video';

/**
 * The product video: the site's own overview clip (muted, looping), showing its poster until the
 * visitor plays it; once playing it has the pause control of every video (WCAG 2.2.2).
 */
export function ProductVideo() {
  return (
    <Section
      labelledBy="product-video-h"
      className="section--navy"
      head={{ eyebrow: 'See it move', heading: 'The Articulate 8 in action' }}
    >
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
    </Section>
  );
}
