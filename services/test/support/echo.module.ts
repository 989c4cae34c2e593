/**
 * A test-only module mounted beside the real ones, so the e2e tests can reach request paths the API
 * has no public route for yet (JSON bodies, crashes, raw model errors) and see how the one exception
 * filter answers them.
 */
import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { type Model, Schema } from 'mongoose';
import { Public } from '../../src/common';

export class EchoDto {
  // With stopAtFirstError the bottom decorator is checked first: the type check.
  @MaxLength(50)
  @IsString()
  name!: string;

  @IsInt()
  @Min(1)
  quantity!: number;
}

const THING = 'EchoThing';
const ThingSchema = new Schema({ price: { type: Number, min: 0, required: true } }, { collection: 'echo_things' });

@Public()
@Controller('echo')
class EchoController {
  constructor(@InjectModel(THING) private readonly things: Model<{ price: number }>) {}

  @Post()
  echo(@Body() body: EchoDto): EchoDto {
    return body;
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internals: mongodb://admin:hunter2@db');
  }

  /** Passes the raw id to mongoose, as a careless handler would: a CastError. */
  @Get('thing/:id')
  async thing(@Param('id') id: string): Promise<unknown> {
    return this.things.findById(id).lean().exec();
  }

  /** Filters by a client-supplied value, as a careless handler would: sanitizeFilter must defuse it. */
  @Post('thing/search')
  async search(@Body('price') price: unknown): Promise<unknown> {
    return this.things.find({ price }).lean().exec();
  }

  /** Saves without validating first: a mongoose ValidationError. */
  @Post('thing')
  async createThing(@Body('price') price: number): Promise<unknown> {
    const created = await this.things.create({ price });
    return { insertedId: created._id };
  }
}

@Module({
  imports: [MongooseModule.forFeature([{ name: THING, schema: ThingSchema }])],
  controllers: [EchoController],
})
export class EchoModule {}
