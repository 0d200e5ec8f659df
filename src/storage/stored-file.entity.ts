import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { StoredFileRepository } from './stored-file.repository.js';

/** An uploaded image: its bytes (metadata stripped) and resized versions live in the storage folder under `key`. */
@Entity({ tableName: 'stored_files', repository: () => StoredFileRepository })
export class StoredFile {
  /** Types em.getRepository(StoredFile) as the custom repository. */
  [EntityRepositoryType]?: StoredFileRepository;

  /** Random and unguessable; also the folder name, so URLs can be cached forever. */
  @PrimaryKey({ length: 40 })
  key: string;

  @Property({ length: 20 })
  mime: 'image/jpeg' | 'image/png';

  @Property()
  width: number;

  @Property()
  height: number;

  @Property()
  bytes: number;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
