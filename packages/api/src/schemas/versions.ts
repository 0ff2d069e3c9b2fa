import { z } from 'zod';
import { VERSIONED_ENTITIES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { ZId, zEnum } from './common';

export const ZVersionedEntity = zEnum(VERSIONED_ENTITIES, MESSAGES.invalidInput);
export const ZVersionList = z.object({ entity: ZVersionedEntity, id: ZId });
export const ZVersionPair = z.object({ entity: ZVersionedEntity, id: ZId, a: ZId, b: ZId });
export const ZVersionRestore = z.object({ entity: ZVersionedEntity, id: ZId, versionId: ZId });
