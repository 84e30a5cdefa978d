import { ThemeIcon } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import classes from './product-gallery.module.css';

/** The product's images: a main image that zooms where clicked (following the pointer), and thumbnails. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const image = images[selected] ?? images[0];

  const follow = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x}% ${y}%`);
  };

  return (
    <div>
      <button
        type="button"
        className={classes.main}
        data-zoomed={zoomed || undefined}
        aria-pressed={zoomed}
        aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
        onClick={() => setZoomed(!zoomed)}
        onMouseMove={follow}
        onMouseLeave={() => setZoomed(false)}
        style={{ border: 0, width: '100%', padding: 0 }}
      >
        {image && <img src={image} alt={title} style={{ transformOrigin: origin }} />}
        {!zoomed && (
          <ThemeIcon
            variant="white"
            color="gray.7"
            radius="xl"
            size="lg"
            className={classes.zoomHint}
            aria-hidden
          >
            <IconZoomIn size={18} />
          </ThemeIcon>
        )}
      </button>
      <div className={classes.thumbs}>
        {images.map((url, index) => (
          <button
            key={url}
            type="button"
            className={classes.thumb}
            aria-pressed={index === selected}
            aria-label={`Image ${index + 1} of ${images.length}`}
            onClick={() => setSelected(index)}
          >
            <img src={url} alt="" />
          </button>
        ))}
      </div>
    </div>
  );
}
