import { ART_SIZES, wideArt, type Slide } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useGamesOrigin } from '../../../lib/art';
import { useDrawnOnServer } from '../../../lib/drawn-on-server';
import { MAIN_PICTURE } from '../../../lib/main-picture';
import { prefersReducedMotion } from '../../../lib/motion';
import { paths } from '../../../lib/paths';
import { useSlideshow } from '../api/get-slideshow';
import styles from './hero-slideshow.module.css';

const ADVANCE_MS = 6000;

/** The Home hero: one banner at a time, turning by itself unless the player is pointing at it. */
export function HeroSlideshow() {
  const { data, isPending, isError } = useSlideshow();
  const slides = data?.slideList ?? [];
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  // A first screen drawn on the server shows the first banner only: the others would be fetched
  // beside it and the site's scripts before anything could turn to them. After that, the banners
  // up to the next one are drawn, so the next turn fades into a picture already fetched, and the
  // later ones are fetched as the slideshow nears them rather than all with the first screen.
  const firstOnly = useDrawnOnServer();
  const gamesOrigin = useGamesOrigin();

  useEffect(() => {
    const still = prefersReducedMotion();
    if (count < 2 || held || still) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, held]);

  if (isPending)
    return <div className={`skeleton ${styles.hero}`} aria-label="Loading featured games" />;
  if (isError || count === 0) return null;
  const slide = slides[index % count];
  if (!slide) return null;
  const drawnSlides = firstOnly ? 1 : (index % count) + 2;

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Featured games"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.art}>
        {slides.slice(0, drawnSlides).map((s, i) => (
          <img
            key={s.slideId}
            src={s.imageUrl}
            {...wideArt(s.imageUrl, ART_SIZES.hero, gamesOrigin)}
            alt=""
            width={1280}
            height={720}
            className={styles.image}
            data-active={i === index % count}
            {...(i === 0 ? MAIN_PICTURE : {})}
          />
        ))}
      </div>
      <div className={styles.info} aria-live={held ? 'polite' : 'off'}>
        <p className={styles.kicker}>Featured</p>
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.subtitle}>{slide.subtitle}</p>
        <SlideAction slide={slide} />
        <div className={styles.dots} role="group" aria-label="Choose a slide">
          {slides.map((s, i) => (
            <button
              key={s.slideId}
              type="button"
              className={styles.dot}
              aria-label={`Slide ${i + 1}: ${s.title}`}
              aria-current={i === index % count}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function SlideAction({ slide }: { slide: Slide }) {
  if (slide.appId !== null) {
    return (
      <div className={styles.actions}>
        <Link className="btn btn-primary btn-large" to={paths.playing(slide.appId)}>
          Play now
        </Link>
        <Link className="btn" to={paths.gameInfo(slide.appId)}>
          Details
        </Link>
      </div>
    );
  }
  if (slide.linkUrl) {
    return (
      <a
        className="btn btn-primary btn-large"
        href={slide.linkUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        Find out more
      </a>
    );
  }
  return null;
}
