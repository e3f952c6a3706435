import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './image-viewer';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'].map((src, index) => ({
  src,
  alt: `Piece, image ${index + 1}`,
}));

function Viewer({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState(0);
  return (
    <ImageViewer
      label="Piece images"
      images={images}
      index={index}
      onIndexChange={setIndex}
      onClose={onClose}
      greyscale={false}
    />
  );
}

describe('ImageViewer', () => {
  it("counts 'N of M' and wraps around both ways, by button and by arrow key", () => {
    render(<Viewer />);
    const dialog = screen.getByRole('dialog', { name: 'Piece images' });
    expect(dialog.textContent).toContain('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(dialog.textContent).toContain('3 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.textContent).toContain('1 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Piece, image 2' })).toBeTruthy();
  });

  it('closes on Escape and on the close button', () => {
    const onClose = vi.fn();
    render(<Viewer onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close viewer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
