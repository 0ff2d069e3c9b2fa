import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  Group,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

export const MODEL_URL = '/models/articulate-8.glb';

/** Renders the instrument model that ships with the site; loaded lazily when scrolled into view. */
export default function InstrumentViewer() {
  const hostRef = useRef<HTMLDivElement>(null);
  const [isRotating, setIsRotating] = useState(
    () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const controlsRef = useRef<OrbitControls | null>(null);

  // The scene is built once; later rotation changes go through controlsRef in the effect below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isRotating is only the starting value here
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true, alpha: true });
    } catch {
      setStatus('failed');
      return;
    }
    const width = host.clientWidth || 600;
    const height = host.clientHeight || 400;
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.setSize(width, height);
    renderer.domElement.setAttribute('aria-hidden', 'true');
    host.appendChild(renderer.domElement);

    const scene = new Scene();
    scene.background = new Color('#E6F6F3');
    const camera = new PerspectiveCamera(35, width / height, 0.01, 100);
    camera.position.set(0.35, 0.2, 0.5);
    scene.add(new AmbientLight(0xffffff, 1.2));
    const key = new DirectionalLight(0xffffff, 2.2);
    key.position.set(1, 2, 1.5);
    scene.add(key);

    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    controls.autoRotate = isRotating;
    controls.autoRotateSpeed = 1.6;
    controlsRef.current = controls;

    const pivot = new Group();
    scene.add(pivot);
    new GLTFLoader().load(
      MODEL_URL,
      (gltf) => {
        const box = new Box3().setFromObject(gltf.scene);
        const center = box.getCenter(new Vector3());
        const size = box.getSize(new Vector3()).length();
        gltf.scene.position.sub(center);
        pivot.add(gltf.scene);
        camera.position.set(size * 0.55, size * 0.3, size * 0.75);
        camera.near = size / 100;
        camera.far = size * 10;
        camera.updateProjectionMatrix();
        controls.update();
        setStatus('ready');
      },
      undefined,
      () => setStatus('failed'),
    );

    let frame = 0;
    const loop = () => {
      controls.update();
      renderer.render(scene, camera);
      frame = requestAnimationFrame(loop);
    };
    loop();
    const onResize = () => {
      const w = host.clientWidth;
      const h = host.clientHeight;
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
      renderer.setSize(w, h);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, []);

  useEffect(() => {
    if (controlsRef.current) controlsRef.current.autoRotate = isRotating;
  }, [isRotating]);

  return (
    <div className="instrument-viewer">
      <div
        ref={hostRef}
        className="instrument-viewer__canvas"
        role="img"
        aria-label="3D model of an Articulate 8 instrument: handle, 8 mm shaft, articulating wrist and jaws. Drag to rotate."
      />
      {status === 'failed' && (
        <p className="instrument-viewer__fallback">The 3D view is not available in this browser.</p>
      )}
      <button
        type="button"
        className="btn btn--outline instrument-viewer__toggle"
        onClick={() => setIsRotating((r) => !r)}
      >
        {isRotating ? 'Pause rotation' : 'Start rotation'}
      </button>
    </div>
  );
}
