// The studio, inside headless Chromium: three.js with physically based materials under a generated
// room environment (RoomEnvironment through PMREM, nothing downloaded). render-studio.mjs serves this
// file, three.js and the models, then calls window.shoot() once per shot.
import {
  ACESFilmicToneMapping,
  Box3,
  BufferAttribute,
  Color,
  DataTexture,
  DirectionalLight,
  LinearFilter,
  LinearMipmapLinearFilter,
  Mesh,
  MeshPhysicalMaterial,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  RepeatWrapping,
  RGBAFormat,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';

const renderer = new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
renderer.toneMapping = ACESFilmicToneMapping;
renderer.toneMappingExposure = 1.0;
renderer.outputColorSpace = SRGBColorSpace;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFSoftShadowMap;
renderer.setClearColor(0x000000, 0);
document.body.appendChild(renderer.domElement);

const pmrem = new PMREMGenerator(renderer);
const room = pmrem.fromScene(new RoomEnvironment(), 0.02).texture;

// Surface textures, generated here from a seeded generator: the same run gives the same pictures.
const seeded = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const texture = (data, w, h) => {
  const t = new DataTexture(data, w, h, RGBAFormat);
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.generateMipmaps = true;
  t.minFilter = LinearMipmapLinearFilter;
  t.magFilter = LinearFilter;
  t.anisotropy = renderer.capabilities.getMaxAnisotropy();
  t.needsUpdate = true;
  return t;
};
/** A height field as a tangent-space normal map (RGB) with a roughness factor in G of a second map. */
function maps(height, w, h, strength, roughness) {
  const normal = new Uint8Array(w * h * 4);
  const rough = new Uint8Array(w * h * 4);
  const at = (x, y) => height[((y + h) % h) * w + ((x + w) % w)];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const du = (at(x + 1, y) - at(x - 1, y)) * strength;
      const dv = (at(x, y + 1) - at(x, y - 1)) * strength;
      const n = Math.hypot(du, dv, 1);
      const i = (y * w + x) * 4;
      normal.set([(0.5 - du / n / 2) * 255, (0.5 - dv / n / 2) * 255, (0.5 + 0.5 / n) * 255, 255], i);
      const g = Math.min(255, Math.max(0, roughness(at(x, y)) * 255));
      rough.set([g, g, g, 255], i);
    }
  return { normalMap: texture(normal, w, h), roughnessMap: texture(rough, w, h) };
}
/**
 * Brushed stainless: fine lines along u (a part's own x axis, the shaft's length), each a little
 * lighter or darker and fading in and out along its length, a few wider streaks among them.
 */
function brushedSteel() {
  const [w, h] = [128, 1024];
  const rnd = seeded(8);
  const fine = Array.from({ length: h }, () => rnd() * 2 - 1);
  const wide = fine.map((_, y) => {
    let sum = 0;
    for (let k = -4; k <= 4; k++) sum += fine[(y + k + h) % h];
    return sum / 9;
  });
  const height = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const [phase, turns] = [rnd() * Math.PI * 2, 1 + Math.floor(rnd() * 3)];
    for (let x = 0; x < w; x++) {
      const fade = 0.7 + 0.3 * Math.sin((x / w) * Math.PI * 2 * turns + phase);
      height[y * w + x] = (0.55 * fine[y] + 1.6 * wide[y]) * fade;
    }
  }
  return maps(height, w, h, 0.12, (v) => 0.86 + 0.14 * v);
}
/** Moulded polymer's fine spark-eroded grain (and anodising's bead-blasted satin): isotropic. */
function grain() {
  const n = 256;
  const rnd = seeded(3);
  const white = Array.from({ length: n * n }, () => rnd());
  const height = new Float32Array(n * n);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      let sum = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ])
        sum += white[((y + dy + n) % n) * n + ((x + dx + n) % n)];
      height[y * n + x] = sum / 5;
    }
  return maps(height, n, n, 0.25, (v) => 0.9 + 0.2 * v);
}
const BRUSHED = brushedSteel();
const GRAIN = grain();
const grained = (scale) => ({ ...GRAIN, normalScale: new Vector2(scale, scale) });

// How each texture is laid on a part: 'brushed' along the part's own x axis, 'grain' on every face.
const MATERIALS = {
  // Brushed stainless: satin, its fine lines (normal and roughness) running along each part. (three's
  // anisotropy parameter washes the steel out to white under this environment, so the lines carry it.)
  steel: () =>
    new MeshPhysicalMaterial({
      color: new Color('#c6ccd2'),
      metalness: 1,
      roughness: 0.36,
      ...BRUSHED,
    }),
  'steel-dark': () =>
    new MeshPhysicalMaterial({ color: new Color('#5d6670'), metalness: 1, roughness: 0.42, ...BRUSHED }),
  // Moulded polymers: matte with a fine grain, no metal.
  'polymer-navy': () =>
    new MeshPhysicalMaterial({
      color: new Color('#15273f'),
      metalness: 0,
      roughness: 0.58,
      ...grained(0.25),
    }),
  'polymer-teal': () =>
    new MeshPhysicalMaterial({
      color: new Color('#13a391'),
      metalness: 0,
      roughness: 0.55,
      ...grained(0.25),
    }),
  'polymer-light': () =>
    new MeshPhysicalMaterial({
      color: new Color('#e2e6ea'),
      metalness: 0,
      roughness: 0.5,
      ...grained(0.2),
      clearcoat: 0.15,
      clearcoatRoughness: 0.45,
    }),
  // The soft-touch overmould of the grip: velvety, the most matte.
  'polymer-grip': () =>
    new MeshPhysicalMaterial({
      color: new Color('#2b3441'),
      metalness: 0,
      roughness: 0.78,
      ...grained(0.45),
      sheen: 0.5,
      sheenRoughness: 0.7,
      sheenColor: new Color('#8594a8'),
    }),
  // Anodised aluminium: dyed oxide over metal, satin.
  'anodised-teal': () =>
    new MeshPhysicalMaterial({
      color: new Color('#12a896'),
      metalness: 1,
      roughness: 0.38,
      ...grained(0.12),
    }),
  insulation: () =>
    new MeshPhysicalMaterial({ color: new Color('#1a1d21'), metalness: 0, roughness: 0.35, clearcoat: 0.6 }),
  ceramic: () => new MeshPhysicalMaterial({ color: new Color('#f1efe9'), metalness: 0, roughness: 0.3 }),
  titanium: () => new MeshPhysicalMaterial({ color: new Color('#c9b47a'), metalness: 1, roughness: 0.3 }),
  cable: () => new MeshPhysicalMaterial({ color: new Color('#8c939b'), metalness: 1, roughness: 0.45 }),
};
const BRUSHED_MATERIALS = new Set(['steel', 'steel-dark']);
const GRAINED_MATERIALS = new Set([
  'polymer-navy',
  'polymer-teal',
  'polymer-light',
  'polymer-grip',
  'anodised-teal',
]);

/**
 * Texture coordinates for a part (the model carries none): brushed parts get u along their own x
 * axis and v around it (lines run along the shaft and the jaws); grained parts are projected on
 * each triangle's most facing plane. Triangles are split apart so neither wraps across a seam.
 */
function withUv(geometry, brushed) {
  const g = geometry.index ? geometry.toNonIndexed() : geometry.clone();
  const p = g.getAttribute('position');
  const uv = new Float32Array(p.count * 2);
  const MM = 1000;
  for (let i = 0; i < p.count; i += 3) {
    const tri = [0, 1, 2].map((k) => [p.getX(i + k) * MM, p.getY(i + k) * MM, p.getZ(i + k) * MM]);
    if (brushed) {
      // Angle about x, unwrapped within the triangle; 4 mm (the shaft's radius) of arc per radian.
      const th = tri.map(([, y, z]) => Math.atan2(z, y));
      const lo = Math.min(...th);
      tri.forEach(([x], k) => {
        const t = th[k] - lo > Math.PI ? th[k] - 2 * Math.PI : th[k];
        uv.set([x / 40, (t * 4) / 12.5], (i + k) * 2);
      });
    } else {
      const [a, b, c] = tri;
      const e1 = [0, 1, 2].map((k) => b[k] - a[k]);
      const e2 = [0, 1, 2].map((k) => c[k] - a[k]);
      const n = [
        e1[1] * e2[2] - e1[2] * e2[1],
        e1[2] * e2[0] - e1[0] * e2[2],
        e1[0] * e2[1] - e1[1] * e2[0],
      ].map(Math.abs);
      const drop = n.indexOf(Math.max(...n));
      tri.forEach((q, k) => {
        const [s, t] = q.filter((_, j) => j !== drop);
        uv.set([s / 8, t / 8], (i + k) * 2);
      });
    }
  }
  g.setAttribute('uv', new BufferAttribute(uv, 2));
  return g;
}
const made = new Map();
const materialFor = (name) => {
  if (!made.has(name)) made.set(name, (MATERIALS[name] ?? MATERIALS.steel)());
  return made.get(name);
};

const loader = new GLTFLoader();
const models = new Map();
async function model(url) {
  if (!models.has(url)) {
    const gltf = await loader.loadAsync(url);
    gltf.scene.traverse((o) => {
      if (o.isMesh) {
        const name = o.material.name;
        if (BRUSHED_MATERIALS.has(name) || GRAINED_MATERIALS.has(name))
          o.geometry = withUv(o.geometry, BRUSHED_MATERIALS.has(name));
        o.material = materialFor(name);
        o.castShadow = true;
        o.receiveShadow = true;
      }
    });
    models.set(url, gltf.scene);
  }
  return models.get(url);
}

/**
 * One shot. `pose` sets the joints (radians); `camera` is a direction from the target, a field of view
 * and a target: either a node name or 'all'; `fill` how much of the frame the target's box takes.
 */
window.shoot = async (shot) => {
  const { width, height, url, pose = {}, view } = shot;
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  const scene = new Scene();
  scene.environment = room;
  scene.environmentIntensity = shot.dark ? 0.9 : 1.0;
  scene.environmentRotation.set(0, view.envTurn ?? 0.6, 0);
  const root = await model(url);
  root.rotation.set(...(view.rootRotation ?? [0, 0, 0]));
  const set = (name, axis, v) => {
    const n = root.getObjectByName(name);
    if (n) n.rotation[axis] = v;
  };
  set('wrist-joint-1', 'z', pose.pitch ?? 0);
  set('wrist-joint-2', 'y', pose.yaw ?? 0);
  set('effector', 'x', pose.roll ?? 0);
  set('jaw-upper', 'z', pose.jaw ?? 0);
  set('jaw-lower', 'z', -(pose.jaw ?? 0));
  scene.add(root);
  root.updateMatrixWorld(true);

  const targetNode = view.target === 'all' ? root : root.getObjectByName(view.target);
  const box = new Box3().setFromObject(targetNode);
  const center = box.getCenter(new Vector3());
  if (view.offset) center.add(new Vector3(...view.offset));
  const radius = box.getSize(new Vector3()).length() / 2;

  const camera = new PerspectiveCamera(view.fov ?? 22, width / height, radius / 50, radius * 60);
  const dir = new Vector3(...view.dir).normalize();
  const fovV = (camera.fov * Math.PI) / 180;
  const fovH = 2 * Math.atan(Math.tan(fovV / 2) * camera.aspect);
  const dist = radius / Math.sin(Math.min(fovV, fovH) / 2) / (view.fill ?? 1);
  camera.position.copy(center).addScaledVector(dir, dist);
  camera.up.set(...(view.up ?? [0, 1, 0]));
  camera.lookAt(center);
  if (view.shift)
    camera.setViewOffset(width, height, view.shift[0] * width, view.shift[1] * height, width, height);

  // Studio lights: a large soft key above, a fill, and a rim from behind to draw the edges.
  const key = new DirectionalLight(0xffffff, shot.dark ? 2.2 : 1.8);
  key.position.copy(center).add(new Vector3(0.3, 1, 0.5).multiplyScalar(radius * 4));
  key.target.position.copy(center);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 8;
  key.shadow.bias = -0.0004;
  const s = radius * 1.6;
  Object.assign(key.shadow.camera, {
    left: -s,
    right: s,
    top: s,
    bottom: -s,
    near: radius,
    far: radius * 10,
  });
  const rim = new DirectionalLight(shot.dark ? 0xcfe8ff : 0xffffff, shot.dark ? 2.6 : 0.9);
  rim.position.copy(center).add(new Vector3(-0.6, 0.4, -1).multiplyScalar(radius * 4));
  rim.target.position.copy(center);
  const fill = new DirectionalLight(0xffffff, 0.5);
  fill.position.copy(center).add(new Vector3(0.2, -0.3, 1).multiplyScalar(radius * 4));
  fill.target.position.copy(center);
  scene.add(key, key.target, rim, rim.target, fill, fill.target);

  // A shadow catcher under the target: the instrument rests on the studio table.
  const floor = new Mesh(
    new PlaneGeometry(radius * 40, radius * 40),
    new ShadowMaterial({ opacity: shot.dark ? 0.35 : 0.16 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(center.x, box.min.y - radius * (view.floorGap ?? 0.02), center.z);
  floor.receiveShadow = true;
  if (view.floor !== false) scene.add(floor);

  renderer.render(scene, camera);
  scene.remove(root);
  floor.geometry.dispose();
  return renderer.domElement.toDataURL('image/png');
};
window.ready = true;
