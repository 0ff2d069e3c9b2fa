import { useEffect, useRef, useState } from 'react';
import {
  Color,
  DirectionalLight,
  HemisphereLight,
  type Object3D,
  PerspectiveCamera,
  PMREMGenerator,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { fitDistance, NODES, poseAt, START_SECONDS } from './instrument-pose';

export const MODEL_URL = '/models/articulate-8.glb';

const FOV = 40;
// The camera looks back along the shaft from beside the jaws: wrist and jaws large in front, the
// shaft and handle receding behind them.
const VIEW_DIRECTION = new Vector3(0.7, 0.34, 0.64).normalize();
// Radius (m) of the space the wrist and jaws sweep through during the loop.
const FOCUS_RADIUS = 0.023;

/** Renders the instrument model that ships with the site; loaded lazily when scrolled into view. */
export default function InstrumentViewer() {
  const hostRef = useRef<HTMLDivElement>(null);
  const [isPlaying, setIsPlaying] = useState(
    () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The render loop reads the latest value without rebuilding the scene.
  const isPlayingRef = useRef(isPlaying);
  useEffect(() => {
    isPlayingRef.current = isPlaying;
  }, [isPlaying]);

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
    let width = host.clientWidth || 600;
    let height = host.clientHeight || 400;
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.setSize(width, height);
    renderer.domElement.setAttribute('aria-hidden', 'true');
    host.appendChild(renderer.domElement);

    const scene = new Scene();
    scene.background = new Color('#E6F6F3');
    // A neutral room for the steel to reflect; generated in the browser, nothing downloaded.
    const pmrem = new PMREMGenerator(renderer);
    const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    scene.environment = environment;
    scene.environmentIntensity = 0.8;
    scene.add(new HemisphereLight(0xffffff, 0x9fb3c8, 0.4));
    const key = new DirectionalLight(0xffffff, 1.6);
    key.position.set(1, 2, 1.5);
    scene.add(key);

    const camera = new PerspectiveCamera(FOV, width / height, 0.005, 5);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    // The page scrolls with the wheel; dragging turns the model.
    controls.enableZoom = false;
    controls.enablePan = false;

    const focus = new Vector3();
    const frame = () => {
      camera.aspect = width / height;
      camera.position
        .copy(focus)
        .addScaledVector(VIEW_DIRECTION, fitDistance(FOCUS_RADIUS, FOV, camera.aspect));
      camera.updateProjectionMatrix();
      controls.target.copy(focus);
      controls.update();
    };

    const joints: Partial<Record<keyof typeof NODES, Object3D>> = {};
    new GLTFLoader().load(
      MODEL_URL,
      (gltf) => {
        scene.add(gltf.scene);
        for (const [key, name] of Object.entries(NODES))
          joints[key as keyof typeof NODES] = gltf.scene.getObjectByName(name) ?? undefined;
        // Aim at the middle of the articulating part: between the first wrist joint and the jaw pins.
        const a = joints.wristPitch?.getWorldPosition(new Vector3());
        const b = joints.jawUpper?.getWorldPosition(new Vector3());
        if (a && b) focus.copy(a).lerp(b, 0.75);
        frame();
        setStatus('ready');
      },
      undefined,
      () => setStatus('failed'),
    );

    // Animation time only advances while playing, so pausing holds the current pose.
    let t = START_SECONDS;
    let last = performance.now();
    let raf = 0;
    const loop = (now: number) => {
      if (isPlayingRef.current) t += Math.min(now - last, 100) / 1000;
      last = now;
      const pose = poseAt(t);
      if (joints.wristPitch) joints.wristPitch.rotation.z = pose.pitch;
      if (joints.wristYaw) joints.wristYaw.rotation.y = pose.yaw;
      if (joints.jawUpper) joints.jawUpper.rotation.z = pose.jawOpen;
      if (joints.jawLower) joints.jawLower.rotation.z = -pose.jawOpen;
      controls.update();
      renderer.render(scene, camera);
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);

    const onResize = () => {
      width = host.clientWidth;
      height = host.clientHeight;
      renderer.setSize(width, height);
      frame();
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(raf);
      window.removeEventListener('resize', onResize);
      controls.dispose();
      environment.dispose();
      pmrem.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, []);

  return (
    <div className="instrument-viewer">
      <div
        ref={hostRef}
        className="instrument-viewer__canvas"
        role="img"
        aria-label="3D model of an Articulate 8 instrument: the articulating wrist bends and the jaws open and close; the shaft and handle recede behind. Drag to turn it."
      />
      {status === 'failed' && (
        <p className="instrument-viewer__fallback">The 3D view is not available in this browser.</p>
      )}
      <button
        type="button"
        className="btn btn--outline instrument-viewer__toggle"
        onClick={() => setIsPlaying((p) => !p)}
      >
        {isPlaying ? 'Pause animation' : 'Play animation'}
      </button>
    </div>
  );
}
