// The studio, inside headless Chromium: three.js with physically based materials under a generated
// room environment (RoomEnvironment through PMREM, nothing downloaded). render-studio.mjs serves this
// file, three.js and the models, then calls window.shoot() once per shot.
import {
  ACESFilmicToneMapping,
  Box3,
  Color,
  DirectionalLight,
  Mesh,
  MeshPhysicalMaterial,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
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

const MATERIALS = {
  steel: () =>
    new MeshPhysicalMaterial({
      color: new Color('#d4d8dc'),
      metalness: 1,
      roughness: 0.24,
    }),
  'steel-dark': () =>
    new MeshPhysicalMaterial({ color: new Color('#5d6670'), metalness: 1, roughness: 0.38 }),
  'polymer-navy': () =>
    new MeshPhysicalMaterial({
      color: new Color('#13233a'),
      metalness: 0,
      roughness: 0.5,
      clearcoat: 0.25,
      clearcoatRoughness: 0.5,
    }),
  'polymer-teal': () =>
    new MeshPhysicalMaterial({
      // Anodised aluminium: dyed oxide over metal.
      color: new Color('#11a594'),
      metalness: 0.75,
      roughness: 0.34,
      clearcoat: 0.4,
      clearcoatRoughness: 0.3,
    }),
  'polymer-light': () =>
    new MeshPhysicalMaterial({ color: new Color('#e4e8ec'), metalness: 0, roughness: 0.42, sheen: 0.2 }),
  insulation: () =>
    new MeshPhysicalMaterial({ color: new Color('#1a1d21'), metalness: 0, roughness: 0.35, clearcoat: 0.6 }),
  ceramic: () => new MeshPhysicalMaterial({ color: new Color('#f1efe9'), metalness: 0, roughness: 0.3 }),
  titanium: () => new MeshPhysicalMaterial({ color: new Color('#c9b47a'), metalness: 1, roughness: 0.3 }),
  cable: () => new MeshPhysicalMaterial({ color: new Color('#8c939b'), metalness: 1, roughness: 0.45 }),
};
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
        o.material = materialFor(o.material.name);
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
