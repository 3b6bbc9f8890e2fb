/** A small API site: an OpenAPI 3.0 file with `$ref`s, a Swagger 2 file, and pages that use them. */
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

export const PETSTORE_YAML = `openapi: 3.0.3
info:
  title: Petstore
  version: 1.0.0
servers:
  - url: https://api.pets.example/v1
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id:
          type: integer
          description: Unique id.
        name:
          type: string
          description: The pet's name.
        owner:
          type: object
          description: Who owns it.
          properties:
            email:
              type: string
              description: Where to write.
security:
  - bearer: []
paths:
  /pets:
    get:
      summary: List pets
      description: Lists every pet, newest first.
      parameters:
        - name: limit
          in: query
          description: How many to return.
          schema:
            type: integer
            default: 20
        - name: kind
          in: query
          schema:
            type: string
            enum: [cat, dog]
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Pet'
    post:
      summary: Create a pet
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Pet'
            example:
              id: 7
              name: Rex
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
  /pets/{petId}:
    get:
      summary: Get a pet
      parameters:
        - name: petId
          in: path
          required: true
          description: The pet to read.
          schema:
            type: string
        - name: X-Trace
          in: header
          schema:
            type: string
      responses:
        '200':
          description: The pet.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
        '404':
          description: No such pet.
`;

export const SWAGGER_JSON = JSON.stringify(
  {
    swagger: '2.0',
    info: { title: 'Legacy', version: '1' },
    host: 'legacy.example',
    basePath: '/api',
    schemes: ['https'],
    paths: {
      '/orders/{id}': {
        get: {
          summary: 'Read an order',
          parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
          responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/Order' } } },
        },
      },
    },
    definitions: { Order: { type: 'object', properties: { total: { type: 'number' } } } },
  },
  null,
  2,
);

/** Valid YAML, invalid OpenAPI: a response without `description`, a parameter without `in`. */
export const BROKEN_YAML = `openapi: 3.1.0
info:
  title: Broken
  version: 1.0.0
paths:
  /things:
    get:
      parameters:
        - name: q
          schema:
            type: string
      responses:
        '200':
          content: {}
`;

export function apiSite(extra: Record<string, string> = {}): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/site/docs.json': JSON.stringify({
      name: 'Pets',
      api: { openapi: 'openapi.yaml' },
      navigation: { tabs: [{ tab: 'API', openapi: 'legacy/swagger.json', groups: [{ group: 'Pets', pages: ['api/list', 'GET /orders/{id}'] }] }] },
    }),
    '/site/openapi.yaml': PETSTORE_YAML,
    '/site/legacy/swagger.json': SWAGGER_JSON,
    '/site/broken.yaml': BROKEN_YAML,
    ...extra,
  });
}

/** A one-operation OpenAPI file (`GET /users`) for a site that lists none. */
export const USERS_YAML = `openapi: 3.0.3
info:
  title: Users
  version: 1.0.0
paths:
  /users:
    get:
      summary: List users
      responses:
        "200":
          description: The users.
`;
